// Reading the list-shaped texts of a namespace (paragraphs, steps, sections) through i18next, so
// they follow the current language like every other text. A missing list falls back to showing its
// key, as a missing single text does (docs/product.md §3).
import type { TextTree, TranslateFunction, TranslationKey } from '@ahc/platform';

export type TextSection = { title: string; paragraphs: string[]; items: string[] };

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function isRecordArray<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, unknown>[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item === 'object' && item !== null && keys.every((key) => key in item))
  );
}

/** A namespace's t() plus readers for arrays of strings and arrays of {field: string} records. */
export function withTextLists<En extends TextTree, Rest>(translation: { t: TranslateFunction<En> } & Rest) {
  type Key = TranslationKey<En>;
  const { t } = translation;
  const raw = (key: Key): unknown => t(key, { returnObjects: true });

  function list(key: Key): string[] {
    const value = raw(key);
    return isStringArray(value) ? value : [key];
  }

  function records<K extends string>(key: Key, fields: readonly K[]): Record<K, string>[] {
    const value = raw(key);
    const shownWhenMissing: string = key;
    if (!isRecordArray(value, fields))
      return [Object.fromEntries(fields.map((field) => [field, shownWhenMissing])) as Record<K, string>];
    return value.map(
      (item) => Object.fromEntries(fields.map((field) => [field, String(item[field])])) as Record<K, string>,
    );
  }

  function sections(key: Key): TextSection[] {
    const value = raw(key);
    if (!isRecordArray(value, ['title', 'paragraphs', 'items'] as const))
      return [{ title: key, paragraphs: [], items: [] }];
    return value.map((item) => ({
      title: String(item.title),
      paragraphs: isStringArray(item.paragraphs) ? item.paragraphs : [],
      items: isStringArray(item.items) ? item.items : [],
    }));
  }

  return { ...translation, list, records, sections };
}
