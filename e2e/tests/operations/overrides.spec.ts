import { expect, test } from '../../support/test';
import { FAULTY_DEALS_ENTRY } from '../../support/env';

test.describe('per-user overrides and the operator panel', () => {
  test('an override from an allowed origin applies for the session, shows in the panel and can be cleared', async ({
    page,
  }) => {
    await page.goto(
      `/deals?travel.operator_panel=true&remote-override=${encodeURIComponent(`deals@${FAULTY_DEALS_ENTRY}`)}`,
    );
    // the fixture build of the deals remote throws while rendering: the override is in use
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toBeVisible();
    await expect(page).not.toHaveURL(/remote-override/);
    const panel = page.getByRole('complementary', { name: 'Remotos cargados' });
    await panel.getByText('Remotos cargados').click();
    const row = panel.getByRole('row', { name: /^deals/ });
    await expect(row).toContainText('Sustitución de esta sesión');
    await expect(row).toContainText(FAULTY_DEALS_ENTRY);
    await expect(panel.getByRole('row', { name: /^flights/ })).toContainText(
      'Por defecto del entorno',
    );

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toBeVisible();

    await panel.getByText('Remotos cargados').click();
    await panel.getByRole('button', { name: 'Quitar las sustituciones y recargar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
  });

  test('an override from an origin not on the allow-list is refused, and the refusal is shown', async ({
    page,
  }) => {
    await page.goto(
      `/deals?remote-override=${encodeURIComponent('deals@http://evil.localhost:9/mf-manifest.json')}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    const refusal = page.getByRole('alert').filter({ hasText: 'la sustitución de «deals»' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText(
      'Dirección rechazada: http://evil.localhost:9/mf-manifest.json',
    );
    await expect(page).not.toHaveURL(/remote-override/);
  });
});
