import { expect, test } from '../../support/test';
import type { Page } from '@playwright/test';
import { brandUrl } from '../../support/env';
import { expectNoAxeViolations } from '../../support/a11y';

const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'cookies-acceptance');
/**
 * The stored choice, once the browser's cookie store has it: a cookie the page writes reaches the
 * store a moment after the click (Chromium passes `document.cookie` writes on without waiting).
 */
const storedChoice = (page: Page) =>
  expect.poll(async () => decodeURIComponent((await consentCookie(page))?.value ?? ''));
const DAY_MS = 24 * 60 * 60 * 1000;

/** The banner and the manage modal, as a shopper meets them (Spanish, the default brand). */
class Consent {
  constructor(private readonly page: Page) {}
  banner() {
    return this.page.getByRole('dialog', { name: 'Tu privacidad' });
  }
  modal() {
    return this.page.getByRole('dialog', { name: 'Configuración de cookies' });
  }
}

test.describe('cookie consent', () => {
  test('the banner offers accept, reject and manage; accept all stores every type for 365 days', async ({
    page,
  }) => {
    const consent = new Consent(page);
    await page.goto('/deals');
    await expect(consent.banner()).toBeVisible();
    await expectNoAxeViolations(page);
    await consent.banner().getByRole('button', { name: 'Aceptar todas' }).click();
    await expect(consent.banner()).toHaveCount(0);
    await storedChoice(page).toBe('technical,measurement');
    const cookie = await consentCookie(page);
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * DAY_MS);
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(366 * DAY_MS);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    await expect(consent.banner()).toHaveCount(0);
  });

  test('reject all stores the required type only', async ({ page }) => {
    const consent = new Consent(page);
    await page.goto('/deals');
    await consent.banner().getByRole('button', { name: 'Rechazar todas' }).click();
    await storedChoice(page).toBe('technical');
  });

  test('the manage modal has back, the policy link, switches with descriptions, and saves the choice', async ({
    page,
  }) => {
    const consent = new Consent(page);
    await page.goto('/deals');
    await consent.banner().getByRole('button', { name: 'Configurar' }).click();
    const modal = consent.modal();
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('link', { name: /política de cookies/ })).toHaveAttribute(
      'href',
      /.+/,
    );
    const technical = modal.getByRole('switch', { name: 'Técnicas' });
    const measurement = modal.getByRole('switch', { name: 'Medición' });
    await expect(technical).toBeChecked();
    await expect(technical).toBeDisabled();
    await expect(measurement).not.toBeChecked();
    await modal.getByText('Qué hacen las cookies: Medición').click();
    await expect(modal.getByText(/identificadores anónimos/)).toBeVisible();
    await expectNoAxeViolations(page);
    await measurement.check();
    await modal.getByRole('button', { name: 'Guardar y continuar' }).click();
    await expect(modal).toBeHidden();
    await storedChoice(page).toBe('technical,measurement');
  });

  test('focus stays inside the modal; Escape closes it and focus returns to the trigger', async ({
    page,
  }) => {
    const consent = new Consent(page);
    await page.goto('/deals');
    const trigger = consent.banner().getByRole('button', { name: 'Configurar' });
    await trigger.click();
    await expect(consent.modal()).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(
          () =>
            !!document.activeElement?.closest('dialog[open]') ||
            document.activeElement === document.body,
        ),
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(consent.modal()).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('back closes the modal without a choice; the footer reopens the choice on every page', async ({
    page,
  }) => {
    const consent = new Consent(page);
    await page.goto('/deals');
    await consent.banner().getByRole('button', { name: 'Aceptar todas' }).click();
    await page.goto('/F');
    const reopen = page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Configurar cookies' });
    await reopen.click();
    await expect(consent.modal()).toBeVisible();
    await expect(consent.modal().getByRole('switch', { name: 'Medición' })).toBeChecked();
    await consent.modal().getByRole('button', { name: 'Volver' }).click();
    await expect(consent.modal()).toBeHidden();
    await expect(reopen).toBeFocused();
    await reopen.click();
    await consent.modal().getByRole('button', { name: 'Rechazar todas' }).click();
    await storedChoice(page).toBe('technical');
  });

  test(
    'a brand without a cookie policy shows no policy link',
    { tag: '@client-render' },
    async ({ page }) => {
      // the brand's answer, at the network edge, without its cookie policy
      await page.route('**/api/services/app/Strapi/GetConfig?**', async (route) => {
        // Node cannot resolve *.localhost: fetch through the loopback address of the same server
        const response = await route.fetch({
          url: route.request().url().replace('sunsea.localhost', '127.0.0.1'),
        });
        const body = await response.json();
        body.result.data.attributes.brand.cookiesPolicyUrl = null;
        await route.fulfill({ response, json: body });
      });
      await page.goto('/deals');
      await new Consent(page).banner().getByRole('button', { name: 'Configurar' }).click();
      const modal = new Consent(page).modal();
      await expect(modal.getByRole('switch', { name: 'Medición' })).toBeVisible();
      await expect(modal.getByRole('link')).toHaveCount(0);
    },
  );

  test('the Lastminute brand loads the external consent manager instead of the banner, and the tag manager with its flag', async ({
    page,
  }) => {
    await page.goto(brandUrl('lastminute', '/deals'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>).__sandboxConsentManagerLoaded,
        ),
      )
      .toBe(true);
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>).__sandboxTagManagerLoaded,
        ),
      )
      .toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  });

  test('without the tealium flag the Lastminute brand loads no tag manager', async ({ page }) => {
    await page.goto(brandUrl('lastminute', '/deals?travel.tracking.lmn_tealium=false'));
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as Record<string, unknown>).__sandboxConsentManagerLoaded,
        ),
      )
      .toBe(true);
    expect(
      await page.evaluate(
        () => (window as unknown as Record<string, unknown>).__sandboxTagManagerLoaded,
      ),
    ).toBeUndefined();
    expect(await page.locator('script#tag-manager').count()).toBe(0);
  });

  test('other brands load neither third-party consent nor tag manager script', async ({ page }) => {
    await page.goto('/deals?travel.tracking.lmn_tealium=true');
    await expect(page.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeVisible();
    expect(await page.locator('script#consent-manager, script#tag-manager').count()).toBe(0);
  });
});
