import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates a prerendered page (the markup was made without API answers), true from the render
 * after it, and always true in a page React rendered itself. A view of data the prerendered page could not have
 * (search results) shows its loading state until then, so hydration finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
