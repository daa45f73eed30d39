import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page is the server's drawing (on the server, and in the browser until React has taken it over),
 * true after. A button that opens something (menu, gift card) is disabled until then: on a slow phone a tap before
 * the scripts have run would otherwise be lost without a sign, while a disabled button says it is not ready yet.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
