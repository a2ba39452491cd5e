/** A remote's release: one version, serving one route of its own, at a port of its own. */
const release = (port: number) => ({
  versions: {
    '1.0.0': {
      entry: `http://127.0.0.1:${port}/1.0.0/mf-manifest.json`,
      routes: [{ path: `/screen-${port}`, expose: './Screen' }],
    },
  },
  default: '1.0.0',
});

/** A remotes manifest as an operator writes it: the four remotes, each on its version 1.0.0. */
export const MANIFEST = {
  environment: 'test',
  remotes: { search: release(1), flights: release(2), cart: release(3), deals: release(4) },
};

/** The same with a field the schema does not allow (the host's own reading ignores it). */
export const MANIFEST_OUTSIDE_THE_SCHEMA = { ...MANIFEST, comment: 'not a field of the schema' };
