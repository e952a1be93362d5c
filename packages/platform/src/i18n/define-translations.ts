// The one way an app writes its texts: `defineTranslations({ en: {...}, da: {...} })`. English sets the
// keys; Danish must have exactly the same ones (the compiler names a missing or an extra key), and the
// namespace's t() accepts only those keys, so a misspelt key does not compile. A plural is written as
// i18next writes it (`count_one`, `count_other`) and asked for by its base (`t('count', { count })`).
import type { TOptions } from 'i18next';

type Text = string | readonly Text[] | { readonly [key: string]: Text };

/** A namespace's texts in one language: nested objects whose leaves are strings or lists. */
export type TextTree = { readonly [key: string]: Text };

/** The same keys at every level as T, any wording. */
export type SameKeys<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly SameKeys<Item>[]
    : { readonly [K in keyof T]: SameKeys<T[K]> };

/** A namespace's texts: English, and Danish with the same keys. */
export type Translations<En extends TextTree = TextTree> = { en: En; da: SameKeys<En> };

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | readonly unknown[]
    ? `${Prefix}${K}`
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithPluralBase<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base | Key : Key;

/**
 * Every key t() accepts for these texts, e.g. 'errors.network', and 'counts' for counts_one/counts_other;
 * any string for texts typed only as a TextTree, whose keys the compiler cannot know.
 */
export type TranslationKey<En> = string extends keyof En ? string : WithPluralBase<Leaves<En>>;

/** t() for one namespace: only its keys; a list (or a group of texts) only with returnObjects. */
export type TranslateFunction<En> = {
  (key: TranslationKey<En>, options?: TOptions & { returnObjects?: false }): string;
  (key: TranslationKey<En>, options: TOptions & { returnObjects: true }): unknown;
};

export function defineTranslations<En extends TextTree>(texts: {
  en: En;
  da: NoInfer<SameKeys<En>>;
}): Translations<En> {
  return texts;
}
