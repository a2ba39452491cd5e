/**
 * Connections to the first screen's remote, opened by early.js as soon as the remotes manifest
 * is in: the remote is on another origin, and its files (mf-manifest.json, remoteEntry.js, the
 * screen's code) are asked for only once the shell's code has run and chosen its version, so
 * the connection's set-up would otherwise come on top of that first request. Every origin the
 * manifest lists for that remote, whichever version this visitor gets (a connection costs no
 * download); nothing is fetched, and which entry is loaded is still the shell's choice.
 */
function entryOrigins(versions: unknown): Set<string> {
  const origins = new Set<string>();
  if (typeof versions !== 'object' || versions === null) return origins;
  for (const version of Object.values(versions)) {
    const entry: unknown = (version as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry, window.location.href);
      if (
        (url.protocol === 'https:' || url.protocol === 'http:') &&
        url.origin !== window.location.origin
      )
        origins.add(url.origin);
    } catch {
      // not a URL: the shell's manifest check says so
    }
  }
  return origins;
}

/** The versions of the remote whose versions declare this path (the shell checks the rest). */
function versionsServing(
  remotes: Record<string, { versions?: unknown } | undefined>,
  pathname: string,
): unknown {
  for (const release of Object.values(remotes)) {
    const versions = release?.versions;
    if (typeof versions !== 'object' || versions === null) continue;
    const serves = Object.values(versions).some((version) => {
      const routes: unknown = (version as { routes?: unknown } | null)?.routes;
      return (
        Array.isArray(routes) &&
        routes.some((route) => (route as { path?: unknown } | null)?.path === pathname)
      );
    });
    if (serves) return versions;
  }
  return undefined;
}

export async function preconnectFirstRemote(manifest: Promise<Response>): Promise<void> {
  let versions: unknown;
  try {
    const response = (await manifest).clone();
    if (!response.ok) return;
    const body = (await response.json()) as {
      remotes?: Record<string, { versions?: unknown } | undefined>;
    } | null;
    versions = versionsServing(body?.remotes ?? {}, window.location.pathname);
  } catch {
    return;
  }
  for (const origin of entryOrigins(versions)) {
    const link = document.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    // the federation runtime fetches the remote's manifest and loads its scripts in CORS mode,
    // without credentials: a connection for that pool
    link.crossOrigin = 'anonymous';
    document.head.append(link);
  }
}
