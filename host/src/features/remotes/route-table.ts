/**
 * The remotes' part of the route table, from the manifest: each remote version declares the
 * routes it serves and the exposed screen for each (its build's `mf-manifest.json`,
 * `metaData.routes`, copied into the remotes manifest when the version is added), and the page's
 * table is made of the routes of the versions chosen for it. A route whose path the shell owns
 * is refused; a path two remotes declare is refused for both (no remote takes another's route
 * because of a version it published): the path answers not found, and each refusal is said.
 * `pnpm remotes` and `pnpm remotes:check` refuse such a manifest before it is served.
 */
import { REMOTE_NAMES } from './manifest';
import type { DeclaredRoute, RemoteName } from './manifest';

export type ScreenRoute = {
  path: string;
  remote: RemoteName;
  expose: string;
  /**
   * The screen calls the backend as it shows (its data, a search, a location field's first
   * suggestions): the API client's axios is then loaded beside the screen's code instead of after
   * it.
   */
  callsAsShown: boolean;
};

/** A declared route that was not taken: its path is the shell's or another remote's. */
export type RouteClash = {
  remote: RemoteName;
  version: string;
  path: string;
  expose: string;
  /** who else claims the path: the shell, or another remote and its version */
  takenBy: { remote: 'shell' } | { remote: RemoteName; version: string };
};

export type ChosenRoutes = { name: RemoteName; version: string; routes: readonly DeclaredRoute[] };

/** The routes of the chosen versions, and the ones refused for clashing. */
export function routeTable(
  chosen: readonly ChosenRoutes[],
  shellPaths: readonly string[],
): { routes: ScreenRoute[]; clashes: RouteClash[] } {
  const claims = new Map<string, Array<{ name: RemoteName; version: string }>>();
  for (const { name, version, routes } of chosen) {
    for (const { path } of routes)
      claims.set(path, [...(claims.get(path) ?? []), { name, version }]);
  }
  const routes: ScreenRoute[] = [];
  const clashes: RouteClash[] = [];
  const ordered = [...chosen].sort(
    (a, b) => REMOTE_NAMES.indexOf(a.name) - REMOTE_NAMES.indexOf(b.name),
  );
  for (const { name, version, routes: declared } of ordered) {
    for (const { path, expose, callsAsShown } of declared) {
      const other = claims.get(path)?.find((claim) => claim.name !== name);
      if (shellPaths.includes(path) || other) {
        const takenBy = other
          ? { remote: other.name, version: other.version }
          : { remote: 'shell' as const };
        clashes.push({ remote: name, version, path, expose, takenBy });
        continue;
      }
      routes.push({ path, remote: name, expose, callsAsShown: callsAsShown === true });
    }
  }
  return { routes, clashes };
}

/** Every screen a set of routes needs, per remote, with the routes that need it. */
export function screensNeeded(
  routes: readonly DeclaredRoute[],
): Array<{ expose: string; routes: string[] }> {
  const needs: Array<{ expose: string; routes: string[] }> = [];
  for (const { path, expose } of routes) {
    const need = needs.find((n) => n.expose === expose);
    if (need) need.routes.push(path);
    else needs.push({ expose, routes: [path] });
  }
  return needs;
}
