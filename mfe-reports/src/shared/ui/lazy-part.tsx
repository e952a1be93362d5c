// A part of a page whose code is loaded when it is first drawn, not with the page: the report's
// sections below the fold (notes, narrative), its panels behind a button (share links, the tracker
// export) and the dashboard's chart. The page's first render, or its hydration, then does without
// their code; a page the host rendered keeps their markup until it arrives and hydrates them then, in a
// task of their own. Each has its own Suspense boundary, so the page around it never falls back to its
// spinner; a part that takes room draws a placeholder of its size instead, so nothing moves when it
// arrives. whenVisible: the part is not even asked for until it comes near the screen (or the page is
// printed), the host renders its placeholder; for a part that is a picture of what the page says in
// words beside it (the chart and its table). inBrowserOnly: the host renders the placeholder and the part
// is drawn once the page is hydrated; for a part that shows data the page around it can change before its
// code arrives (the tracker export lists the plan's statuses, which the report's controls change), whose
// server markup would then no longer match what it hydrates with. A part's stylesheet stays with the page (imported by the
// feature's index.ts), so the host's markup is styled before the part's code arrives.
import { useHydrating } from '@ahc/platform';
import { type ComponentType, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';

type Options = { placeholder?: ReactNode; whenVisible?: boolean; inBrowserOnly?: boolean };

/** A lazy part; preload() fetches its code ahead (tests, so a part arrives as fast as the page around it). */
export type LazyPart<Props> = ComponentType<Props> & { preload(): Promise<void> };

/** How far below the screen a whenVisible part starts loading: about a screen ahead of the reader. */
const AHEAD = '600px';

/** Whether the element has come near the screen; at once where the browser cannot tell (tests). */
function useNearScreen(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${AHEAD} 0px` },
    );
    observer.observe(element);
    const print = () => setNear(true);
    window.addEventListener('beforeprint', print);
    return () => {
      observer.disconnect();
      window.removeEventListener('beforeprint', print);
    };
  }, [near]);
  return { ref, near };
}

export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { placeholder = null, whenVisible = false, inBrowserOnly = false }: Options = {},
): LazyPart<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const Part = lazy(async () => ({ default: await loadOnce() }));
  function LazyPart(props: Props) {
    const { ref, near } = useNearScreen(whenVisible);
    const hydrating = useHydrating();
    if (inBrowserOnly && hydrating) return <>{placeholder}</>;
    if (!near) return <div ref={ref}>{placeholder}</div>;
    return (
      <Suspense fallback={placeholder}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPart, {
    async preload() {
      await loadOnce();
    },
  });
}
