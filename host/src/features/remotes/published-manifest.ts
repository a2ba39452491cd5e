/**
 * A remote's published `mf-manifest.json`: the parts the host reads (idle-time prefetching in
 * federation.ts, the compatibility check in operations/src/compatibility.ts), and where its files are.
 */
export type PublishedShared = {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string | false;
};
export type PublishedManifest = {
  name?: string;
  metaData?: {
    buildInfo?: { buildVersion?: string };
    remoteEntry?: { name?: string; path?: string };
    publicPath?: string;
    /** the routes the version serves, declared in its build (tooling/webpack/create-config.cjs) */
    routes?: Array<{ path: string; expose: string; callsAsShown?: boolean }>;
  };
  shared?: PublishedShared[];
  exposes?: Array<{
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } };
  }>;
};

/** Where a manifest's files are, as the runtime resolves them (`auto`: beside the manifest). */
export function publicBaseOf(entry: string, published: PublishedManifest): URL {
  const publicPath = published.metaData?.publicPath;
  return new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', entry);
}

/** The `remoteEntry.js` a published manifest names, as the runtime resolves it. */
export function remoteEntryOf(entry: string, published: PublishedManifest): string {
  const file = published.metaData?.remoteEntry;
  return new URL(
    `${file?.path ?? ''}${file?.name ?? 'remoteEntry.js'}`,
    publicBaseOf(entry, published),
  ).href;
}
