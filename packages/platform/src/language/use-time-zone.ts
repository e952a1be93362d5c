// The time zone a page shows dates and times in (time-zone-cookie.ts says why it is chosen so).
import { useSyncExternalStore } from 'react';
import { usePlatformFor } from '../platform-context.ts';
import { SERVER_TIME_ZONE, runtimeTimeZone } from './time-zone-cookie.ts';

const subscribe = () => () => {};

/**
 * The zone to show dates and times in: the one the page was rendered in while the markup is the
 * server's (on the server, and while the browser hydrates), the browser's own after.
 */
export function useTimeZone(): string {
  const rendered = usePlatformFor('useTimeZone').firstRender?.timeZone ?? SERVER_TIME_ZONE;
  return useSyncExternalStore(
    subscribe,
    () => runtimeTimeZone() ?? rendered,
    () => rendered,
  );
}
