export { decodeHtmlEntities, escapeHtml } from './html.ts';
export { type ProductLanguage, intlLocale } from './locale.ts';
export { oneLine } from './one-line.ts';
export { isUuid } from './uuid.ts';
