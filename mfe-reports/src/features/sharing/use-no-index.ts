// A shared report is for the people its owner sends the link to, never for search engines: while the
// page is on screen the document carries <meta name="robots" content="noindex">, removed again when the
// visitor moves on to a page that may be indexed. (Crawlers that do not run the page get the same from
// the shell's host, an X-Robots-Tag header on /shared/*: docs/product.md §8.) The reminders' unsubscribe
// page, whose address holds a token too, asks the same.
import { useEffect } from 'react';

export function useNoIndex(): void {
  useEffect(() => {
    // A page the host rendered has its element already (data-no-index): this page takes it over.
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"][data-no-index]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      meta.content = 'noindex';
      meta.dataset.noIndex = '';
      document.head.append(meta);
    }
    return () => meta.remove();
  }, []);
}
