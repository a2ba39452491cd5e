/**
 * The errors of each remote's region on this page, counted for the page's signals
 * (page-signals.ts): a render error its screen's boundary caught, a load that failed, and an
 * unhandled rejection or uncaught error thrown from the remote's own files. Counted from the start
 * of the page; the signals take them when they send a batch.
 */
export type RemoteErrorKind = 'render' | 'load' | 'rejection';
export type ErrorCounts = Record<RemoteErrorKind, number>;

type RemoteFiles = { name: string; entry: string };

let counts: Record<string, ErrorCounts> = {};

/** Counts one error of a remote's region. */
export function countRemoteError(remote: string, kind: RemoteErrorKind): void {
  const mine = (counts[remote] ??= { render: 0, load: 0, rejection: 0 });
  mine[kind] += 1;
}

/** The errors counted since the last call, by remote; the count starts again from nothing. */
export function takeRemoteErrors(): Record<string, ErrorCounts> {
  const taken = counts;
  counts = {};
  return taken;
}

/**
 * The remote whose files threw, from an error's stack (or a file's address): the remote whose
 * entry's folder a frame's file is in (a remote's files sit beside its `mf-manifest.json`); null
 * when none is.
 */
export function remoteOfStack(
  stack: string | undefined,
  remotes: ReadonlyArray<RemoteFiles>,
): string | null {
  if (!stack) return null;
  const folders = remotes
    .map(({ name, entry }) => ({ name, folder: entry.slice(0, entry.lastIndexOf('/') + 1) }))
    .filter(({ folder }) => /^https?:\/\/[^/]+\//.test(folder))
    // the longest folder first: a release store's remotes share its origin
    .sort((a, b) => b.folder.length - a.folder.length);
  for (const [file] of stack.matchAll(/https?:\/\/[^\s)'"]+/g)) {
    const owner = folders.find(({ folder }) => file.startsWith(folder));
    if (owner) return owner.name;
  }
  return null;
}

/**
 * Counts the unhandled rejections and uncaught errors thrown from a remote's files, from now on
 * (`remotes`: the remotes of the page as they are when one comes).
 */
export function watchUncaughtRemoteErrors(
  remotes: () => ReadonlyArray<RemoteFiles>,
  win: Window = window,
): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const remote = remoteOfStack(reason instanceof Error ? reason.stack : undefined, remotes());
    if (remote) countRemoteError(remote, 'rejection');
  };
  const onUncaught = (event: ErrorEvent) => {
    const error: unknown = event.error;
    const remote =
      remoteOfStack(error instanceof Error ? error.stack : undefined, remotes()) ??
      remoteOfStack(event.filename, remotes());
    if (remote) countRemoteError(remote, 'rejection');
  };
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('error', onUncaught);
  return () => {
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('error', onUncaught);
  };
}
