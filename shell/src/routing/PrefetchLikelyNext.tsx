// Once a route's page is up and the browser is idle, fetches the code of the pages likely to come next
// (federation/prefetch-likely-next.ts).
import { useAppConfig } from '@ahc/platform';
import { useEffect } from 'react';
import { prefetchLikelyNext } from '../federation/prefetch-likely-next.ts';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3_000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1_000);
  return () => clearTimeout(timer);
};

export function PrefetchLikelyNext({ from }: { from: string }) {
  const config = useAppConfig();
  useEffect(() => whenIdle(() => void prefetchLikelyNext(from, config)), [from, config]);
  return null;
}
