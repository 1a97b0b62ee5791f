import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False during prerendering and hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
