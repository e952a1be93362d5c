// Share links' public entry: the owner's panel and its texts, which the report's actions show. The page
// a link opens (SharedReportPage) is exposed to the shell directly (src/exposes.ts).
import { lazyPart } from '#shared/ui/lazy-part.tsx';
import './components/share-links.css';

/** Behind the report's "Share" button: its code is loaded when the panel first opens. */
export const ShareLinks = lazyPart(() =>
  import('./components/ShareLinks.tsx').then((module) => module.ShareLinks),
);
export { useSharingTranslation } from './i18n/use-sharing-translation.ts';
export { useNoIndex } from './use-no-index.ts';
