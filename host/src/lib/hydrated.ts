/**
 * Whether the page is past hydration. While the browser hydrates HTML rendered on the server
 * (and on the server itself) it is false, so what only this device knows (its storage: the
 * open cart, say) renders as the server rendered it, and shows in the render after; in a page
 * the browser renders itself it is true from the first render.
 */
import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
