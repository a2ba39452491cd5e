import type { ServerState } from '../lib/server-state';

/** A page's server state as the render server writes it: two start-up files, no queries. */
export const STATE: ServerState = {
  language: 'es',
  versions: { deals: '1.0.0' },
  signOn: null,
  environment: { environment: 'local' },
  manifest: { remotes: {} },
};
