import { expect, test } from '../../support/test';
import { RELEASES_ORIGIN, remoteOrigin } from '../../support/env';

/**
 * The page's Content-Security-Policy is nginx configuration (scripts/nginx.mjs): this file runs
 * in the nginx pass only (STOREFRONT_SERVER=nginx; playwright.config.ts leaves it out of the
 * other).
 */
test('the page runs under its Content-Security-Policy: no eval, scripts only from the manifest', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const response = await page.goto('/deals');
  const csp = response!.headers()['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];
  expect(csp).not.toContain('unsafe-eval');
  expect(directive('script-src')).toEqual(
    expect.arrayContaining([
      "'self'",
      remoteOrigin('search'),
      remoteOrigin('deals'),
      RELEASES_ORIGIN,
    ]),
  );
  expect(directive('script-src')).not.toContain('*');
  expect(directive('object-src')).toEqual(["'none'"]);

  await expect(page.getByRole('heading', { level: 1, name: 'Ofertas', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Navegación principal' });
  await nav.getByRole('link', { name: 'Vuelos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vuelos' })).toBeVisible();
  await nav.getByRole('link', { name: 'Carrito' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  // nothing is refused: no script, fetch or style from elsewhere, and no eval (zod is told to
  // check without compiling before any schema is built, so it never probes for eval)
  expect(violations).toEqual([]);
});
