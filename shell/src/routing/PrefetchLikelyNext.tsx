// Once a route's page is on screen (it renders inside the page's Suspense boundary, so it mounts only
// when the page's code has arrived), the page has loaded and the browser is idle, fetches the code of
// the pages likely to come next (federation/prefetch-likely-next.ts). Never earlier: on a slow phone
// network those bytes would compete with the page's own.
import { useAppConfig } from '@ahc/platform';
import { useEffect } from 'react';
import { prefetchLikelyNext } from '../federation/prefetch-likely-next.ts';

/** After the page's load event, this long, then when the browser is idle. */
export const PREFETCH_DELAY_MS = 2_000;

function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  let cancelStep = () => {};
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => !cancelled && run(), { timeout: 5_000 });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else run();
  };
  const delayed = () => {
    const timer = setTimeout(idle, PREFETCH_DELAY_MS);
    cancelStep = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') delayed();
  else {
    window.addEventListener('load', delayed, { once: true });
    cancelStep = () => window.removeEventListener('load', delayed);
  }
  return () => {
    cancelled = true;
    cancelStep();
  };
}

export function PrefetchLikelyNext({ from }: { from: string }) {
  const config = useAppConfig();
  useEffect(() => afterLoadAndIdle(() => void prefetchLikelyNext(from, config)), [from, config]);
  return null;
}
