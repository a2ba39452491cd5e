/**
 * A release built to fail on part of its renders, so a canary's watch can be seen rolling a
 * faulty version back (scripts/release.webpack.cjs, a release's `fault.renderErrorRate`). Every
 * other build defines the rate as 0: the check is then dead code, which the build removes.
 */
declare const __RELEASE_RENDER_ERROR_RATE__: number;

/** Throws on about the release's share of calls (never, outside such a release). */
export function failSomeRenders(screen: string): void {
  if (__RELEASE_RENDER_ERROR_RATE__ > 0 && Math.random() < __RELEASE_RENDER_ERROR_RATE__) {
    throw new Error(`${screen}: this release fails on part of its renders (fault.renderErrorRate)`);
  }
}
