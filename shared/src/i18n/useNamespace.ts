import { useEffect, useState } from 'react';
import { isNamespaceReady, loadNamespace } from '@storefront/shared/i18n';

/**
 * Loads a remote's namespace from its origin; true once its strings are there. The remote
 * passes its own public path (`__webpack_public_path__`), so no origin is fixed in code.
 */
export function useNamespace(ns: string, baseUrl: string): { ready: boolean; error: boolean } {
  const [state, setState] = useState(() => ({ ready: isNamespaceReady(ns), error: false }));
  useEffect(() => {
    let live = true;
    // strings already there (the shell warmed them with the screen's code) change nothing: the
    // screen is not rendered a second time for them
    loadNamespace(ns, baseUrl).then(
      () =>
        live && setState((was) => (was.ready && !was.error ? was : { ready: true, error: false })),
      () => live && setState({ ready: false, error: true }),
    );
    return () => {
      live = false;
    };
  }, [ns, baseUrl]);
  return state;
}
