import type { ServerState } from '../lib/server-state';

/** A page's server state as the render server writes it: one start-up answer, two files. */
export const STATE: ServerState = {
  language: 'es',
  versions: { deals: '1.0.0' },
  answers: [
    {
      method: 'POST',
      url: '/api/services/app/FeatureToogle/FlagProviderList',
      body: null,
      status: 200,
      text: '{"result":{"toggles":[]},"success":true}',
    },
  ],
  signOn: null,
  environment: { environment: 'local' },
  manifest: { remotes: {} },
};
