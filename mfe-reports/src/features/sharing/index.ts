// Share links' public entry: the owner's panel and its texts, which the report's actions show. The page
// a link opens (SharedReportPage) is exposed to the shell directly (src/exposes.ts).
export { ShareLinks } from './components/ShareLinks.tsx';
export { useSharingTranslation } from './i18n/use-sharing-translation.ts';
export { useNoIndex } from './use-no-index.ts';
