/** A remote as its package.json's `storefront` field declares it (scripts/remotes-declared.cjs). */
export type DeclaredRemote = {
  /** its name in the remotes manifest: the package's name less `remote-` */
  name: string;
  /** its package folder, relative to the workspace root */
  app: string;
  federationName: string;
  /** the port the local stack serves its build on */
  port: number;
  /** its standalone dev server's port */
  devPort: number;
  routes: Array<{ path: string; expose: string; callsAsShown?: boolean }>;
  /** older versions the local stack publishes and lists beside today's build */
  localReleases: Array<{ version: string; strings?: Record<string, unknown> }>;
};
export const ROOT: string;
export class DeclarationError extends Error {}
export function workspaceFolders(root?: string): string[];
export function declaredRemotes(root?: string): DeclaredRemote[];
export function hostRemotes(remotes?: DeclaredRemote[]): Array<{ name: string; container: string }>;
