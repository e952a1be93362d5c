// True while the markup on screen is the server's: during a server render and during the browser's
// first render of a server-rendered page (hydration), false in every render after it and in a page
// rendered in the browser from the start. What depends on the session, which a server never knows
// (the header's account area, a guard's decision), shows the server's view while this is true, so
// hydration finds the markup it expects; React renders again with the real view right after.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => false,
    () => true,
  );
}
