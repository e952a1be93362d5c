// A shared report is for the people its owner sends the link to, never for search engines: while the
// page is on screen the document carries <meta name="robots" content="noindex">, removed again when the
// visitor moves on to a page that may be indexed. (Crawlers that do not run the page get the same from
// the shell's host, an X-Robots-Tag header on /shared/*: docs/product.md §8.) The reminders' unsubscribe
// page, whose address holds a token too, asks the same.
import { useEffect } from 'react';

export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    meta.dataset.sharedReport = '';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
