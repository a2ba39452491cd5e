export const RELEASES_DIR: string;
export type Release = {
  app: string;
  remote: string;
  version: string;
  strings?: Record<string, unknown>;
};
export const LOCAL_RELEASES: Release[];
export function remoteOfApp(app: string): string;
export function releaseDir(remote: string, version: string): string;
export function publishRelease(
  release: { app: string; version: string; strings?: Record<string, unknown> },
  options?: { force?: boolean; immutable?: boolean },
): string;
export function publishLocalReleases(options?: { force?: boolean }): void;
