/**
 * The host's route table: the shell's own routes (spec section 2: `/search`, the error pages and
 * not-found, in App.tsx) and the remotes' screens, which come from the remotes manifest: each
 * chosen remote version declares the routes it serves (features/remotes/route-table.ts). Set
 * once at start-up, when the manifest has been read; a manifest that cannot be read leaves only
 * the shell's routes.
 */
import { routeTable } from '../features/remotes/route-table';
import type { ChosenRoutes, RouteClash, ScreenRoute } from '../features/remotes/route-table';

export type { ScreenRoute };

/** Paths the shell serves itself: a remote that declares one is refused. */
export const SHELL_PATHS: readonly string[] = ['/search', '/exception', '/expired-session'];

let screens: readonly ScreenRoute[] = [];
let refused: readonly RouteClash[] = [];

/** Builds the remotes' routes from the versions chosen for this page; returns those refused. */
export function setScreenRoutes(chosen: readonly ChosenRoutes[]): readonly RouteClash[] {
  const table = routeTable(chosen, SHELL_PATHS);
  screens = table.routes;
  refused = table.clashes;
  return refused;
}

export function screenRoutes(): readonly ScreenRoute[] {
  return screens;
}

/** Routes a remote version declared and the page refused (for the operator panel). */
export function refusedRoutes(): readonly RouteClash[] {
  return refused;
}

export function screenForPath(to: string): ScreenRoute | undefined {
  const pathname = to.split(/[?#]/)[0];
  return screens.find((route) => route.path === pathname);
}
