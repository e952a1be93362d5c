// Gives the route its tab title ("<Page> – <Product>", in the current language) as soon as the route
// is entered, before its page's code has arrived.
import { usePageTitle } from '@ahc/platform';
import { useShellTranslation } from '../i18n/use-shell-translation.ts';
import type { RouteEntry } from './route-table.ts';

export function RouteTitle({ title }: { title: RouteEntry['title'] }) {
  const { t } = useShellTranslation();
  usePageTitle(t(title), { level: 'route' });
  return null;
}
