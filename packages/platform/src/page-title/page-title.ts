// The browser tab's title, "<Page> – <Product>" in the current language. Any component may ask for one
// with usePageTitle(its translated title); the deepest wins: a page's own title ('page', the default)
// over its route's ('route', which the shell gives every route), and among equals the one that came
// first stays. When nothing asks, the tab shows the product's name. Titles follow language changes
// because the caller's translated title and the common texts change with the language.
import { useEffect, useRef } from 'react';
import { useCommonTranslation } from '../i18n/use-common-translation.ts';
import { useServerTitle } from './server-head.ts';

export type PageTitleLevel = 'route' | 'page';

type Entry = { order: number; level: number; title: string };

const LEVELS: Record<PageTitleLevel, number> = { route: 0, page: 1 };
const entries = new Set<Entry>();
let nextOrder = 1;
let fallbackTitle = '';

function apply(): void {
  if (typeof document === 'undefined') return;
  let shown: Entry | undefined;
  for (const entry of entries) {
    if (!shown || entry.level > shown.level || (entry.level === shown.level && entry.order < shown.order))
      shown = entry;
  }
  const title = shown?.title ?? fallbackTitle;
  if (title && document.title !== title) document.title = title;
}

/** The title a page would get: "<page> – <product>", or the product alone for an empty page title. */
export function usePageTitleText(page: string): string {
  const { t } = useCommonTranslation('usePageTitle');
  const product = t('product.name');
  return page ? t('pageTitle', { page, product }) : product;
}

/** Sets the tab's title to "<page> – <product>" while the calling component is on screen. */
export function usePageTitle(page: string, options: { level?: PageTitleLevel } = {}): void {
  const title = usePageTitleText(page);
  const product = usePageTitleText('');
  const level = LEVELS[options.level ?? 'page'];
  useServerTitle(title, level);
  const order = useRef(0);
  useEffect(() => {
    fallbackTitle = product;
    if (order.current === 0) order.current = nextOrder++;
    const entry: Entry = { order: order.current, level, title };
    entries.add(entry);
    apply();
    return () => {
      entries.delete(entry);
      apply();
    };
  }, [title, level, product]);
}
