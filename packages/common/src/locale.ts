// The product's two languages as Intl locales, for dates and numbers: British English (day before month,
// as Danish readers also expect) and Danish.
export type ProductLanguage = 'en' | 'da';

const INTL_LOCALES: Record<ProductLanguage, string> = { en: 'en-GB', da: 'da-DK' };

/** The Intl locale that formats dates and numbers for a language. */
export const intlLocale = (language: ProductLanguage): string => INTL_LOCALES[language];
