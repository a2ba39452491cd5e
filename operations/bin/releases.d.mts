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
export type ReleaseOptions = {
  force?: boolean;
  immutable?: boolean;
  root?: string;
  store?: string;
};
type ReleaseToBuild = {
  app: string;
  version: string;
  remote?: string;
  strings?: Record<string, unknown>;
  fault?: { renderErrorRate: number };
};
export function planRelease(
  release: ReleaseToBuild,
  options?: ReleaseOptions,
): { outDir: string; skipped: boolean; build(): string };
export function publishRelease(release: ReleaseToBuild, options?: ReleaseOptions): string;
export function publishLocalReleases(options?: { force?: boolean }): void;
