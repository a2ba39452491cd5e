import type { ReactNode } from 'react';
import { Provider } from 'jotai';
import type { StorefrontStore } from '@storefront/shared/state';

/** Provides the page's one store. The host renders it once; standalone remotes do too. */
export function StoreProvider({
  store,
  children,
}: {
  store: StorefrontStore;
  children: ReactNode;
}) {
  return <Provider store={store}>{children}</Provider>;
}
