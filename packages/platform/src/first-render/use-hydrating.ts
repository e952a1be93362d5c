// True while the markup on screen is the server's: during a server render and during the browser's
// first render of a server-rendered page (hydration), false in every render after it and in a page
// rendered in the browser from the start. What depends on the session, which a server never knows
// (the header's account area, a guard's decision), shows the server's view while this is true, so
// hydration finds the markup it expects; React renders again with the real view right after.
import { useSyncExternalStore } from 'react';
import { usePlatformFor } from '../platform-context.ts';

const subscribe = () => () => {};

export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}

/**
 * True while the markup on screen is a server's that knew no session: a page the host rendered for
 * anyone (an open page, or the frame of a page it does not render for its reader). What depends on the
 * session shows the server's view meanwhile (a guarded page its spinner). False on a page the host
 * rendered for the person who asked: the browser starts from what the host knew of them, so the
 * session's own view is the server's.
 */
export function useHydratingWithoutSession(): boolean {
  const hydrating = useHydrating();
  const renderedForViewer = Boolean(usePlatformFor('useHydratingWithoutSession').firstRender?.viewer);
  return hydrating && !renderedForViewer;
}
