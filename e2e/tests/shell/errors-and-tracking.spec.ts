import { expect, test } from '../../support/test';
import { brandUrl, FAULTY_DEALS_ENTRY } from '../../support/env';
import { pointRemoteAt } from '../../support/manifest';
import { errorReports, eventsFor, reportedErrors } from '../../support/sandbox';
import { expectNoAxeViolations } from '../../support/a11y';

test.describe('error boundary', () => {
  test(
    'a screen that throws while rendering shows the exception page in its route, tracked and reported',
    { tag: '@client-render' },
    async ({ page }) => {
      const since = Date.now();
      const consoleLines: string[] = [];
      page.on('console', (message) => consoleLines.push(message.text()));
      await pointRemoteAt(page, 'deals', FAULTY_DEALS_ENTRY);
      await page.goto(brandUrl('flyfree', '/deals'));
      await expect(
        page.getByRole('heading', { level: 1, name: "Une erreur s'est produite" }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
      await expectNoAxeViolations(page);
      // the rest of the shell still works
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Vols' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Vols' })).toBeVisible();
      await expect
        .poll(
          async () =>
            (await eventsFor('flyfree.localhost', since, 'viewed.app-error-[error-boundary]'))
              .length,
        )
        .toBeGreaterThan(0);
      await expect
        .poll(async () =>
          (await reportedErrors(since)).some((e) =>
            e.exception?.values?.some((v) =>
              v.value?.includes('fixture: the deals screen failed to render'),
            ),
          ),
        )
        .toBe(true);
      // the SDK, set up and reporting, says nothing of its own set-up in the shopper's console
      expect(consoleLines.filter((line) => line.startsWith('[Sentry]'))).toEqual([]);
    },
  );

  test('the /exception route shows the generic exception page with a way back', async ({
    page,
  }) => {
    await page.goto('/exception');
    await expect(page.getByRole('heading', { level: 1, name: 'Algo ha ido mal' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a intentarlo' })).toHaveAttribute(
      'href',
      '/',
    );
    await expectNoAxeViolations(page);
  });

  test('/expired-session explains and offers to start again', async ({ page }) => {
    await page.goto('/expired-session');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu sesión ha caducado' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Empezar de nuevo' }).click();
    // the landing, whose heading is the brand's hero title
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tus vacaciones al sol empiezan aquí' }),
    ).toBeVisible();
  });
});

test.describe('tracking', () => {
  test('posts the spec payload with the token header and keepalive, without fingerprints before consent', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      (window as unknown as { __trackingInits: RequestInit[] }).__trackingInits = [];
      window.fetch = (input, init) => {
        if (String(input).includes('/__receivers/events'))
          (window as unknown as { __trackingInits: RequestInit[] }).__trackingInits.push(
            init ?? {},
          );
        return original(input, init);
      };
    });
    const sent = page.waitForRequest((r) => r.url().includes('/__receivers/events'));
    await page.goto(brandUrl('punti', '/exception?cartId=CART-1&product=DP'));
    const request = await sent;
    expect(request.headers()['x-tracking-token']).toBe('sandbox-tracking-token');
    const payload = request.postDataJSON();
    expect(payload).toMatchObject({
      eventName: 'viewed.app-error-[error-boundary]',
      logLevel: 'error',
      project: 'storefront',
      eventData: {
        appVersion: '1.0.0',
        domain: 'punti.localhost',
        cartId: 'CART-1',
        product: 'DP',
        fingerprint: null,
        sessionFingerprint: null,
      },
    });
    expect(typeof payload.eventData.brand).toBe('string');
    expect(payload.eventProperties).toEqual(expect.any(Object));
    const inits = await page.evaluate(
      () => (window as unknown as { __trackingInits: RequestInit[] }).__trackingInits,
    );
    expect(inits[0]).toMatchObject({ method: 'POST', keepalive: true });
  });

  test('sends the fingerprints from local storage once measurement is accepted', async ({
    page,
  }) => {
    await page.goto(brandUrl('punti', '/deals'));
    await page
      .getByRole('dialog', { name: 'La tua privacy' })
      .getByRole('button', { name: 'Accetta tutti' })
      .click();
    const sent = page.waitForRequest((r) => r.url().includes('/__receivers/events'));
    await page.goto(brandUrl('punti', '/exception'));
    const payload = (await sent).postDataJSON();
    const stored = await page.evaluate(() => [
      localStorage.getItem('user-fingerprint'),
      localStorage.getItem('session-fingerprint'),
    ]);
    expect(stored[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect([payload.eventData.fingerprint, payload.eventData.sessionFingerprint]).toEqual(stored);
  });

  test('the legacy consent cookie allows the fingerprints too', async ({ page, context }) => {
    await context.addCookies([
      { name: 'cookieconsent_status', value: 'allow', domain: 'punti.localhost', path: '/' },
    ]);
    const sent = page.waitForRequest((r) => r.url().includes('/__receivers/events'));
    await page.goto(brandUrl('punti', '/exception'));
    expect((await sent).postDataJSON().eventData.fingerprint).toMatch(/^[0-9a-f-]{36}$/);
  });
});

test.describe('tracing', () => {
  type SpanItem = { trace_id: string; attributes?: Record<string, { value?: unknown }> };
  const op = (span: SpanItem) => String(span.attributes?.['sentry.op']?.value ?? '');

  test("the page load's span carries the pictures and the browser's timings, not the storefront's own files", async ({
    page,
  }) => {
    const since = Date.now();
    const address = brandUrl('sunsea', `/?visit=${since}`);
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const spans = async () =>
      (await errorReports(since)).flatMap((report) =>
        report.envelope.items
          .filter((item) => item.header.type === 'span')
          .flatMap((item) => (item.payload as { items?: SpanItem[] }).items ?? []),
      );
    // the page load's own span, ended once the page went quiet
    let trace = '';
    await expect
      .poll(
        async () => {
          const load = (await spans()).find(
            (span) => op(span) === 'pageload' && span.attributes?.['url.full']?.value === address,
          );
          trace = load?.trace_id ?? '';
          return trace;
        },
        { timeout: 30_000 },
      )
      .not.toBe('');
    const ops = (await spans()).filter((span) => span.trace_id === trace).map(op);
    expect(ops).toContain('resource.img');
    expect(ops).toContain('browser.request');
    // its scripts, preloads and stylesheets: some 50 spans built in one long task as it ended
    expect(ops.filter((name) => /^resource\.(script|link|css)$/.test(name))).toEqual([]);
  });
});

test.describe('tokens stay private', () => {
  test('no access or link token in any URL, tracking payload, error report or console line', async ({
    page,
  }) => {
    const since = Date.now();
    const seen: string[] = [];
    page.on('console', (m) => seen.push(m.text()));
    page.on('request', (r) => seen.push(r.url()));
    await pointRemoteAt(page, 'deals', FAULTY_DEALS_ENTRY);
    await page.goto(brandUrl('members', `/deals?a=${encodeURIComponent('member+gold/2026==')}`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    await page.goto(brandUrl('members', '/exception'));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    const token = (await page.context().cookies()).find((c) => c.name === 'Abp.AuthToken')!.value;
    await expect.poll(async () => (await reportedErrors(since)).length).toBeGreaterThan(0);
    const events = await eventsFor('members.localhost', since);
    expect(events.length).toBeGreaterThan(0);
    const reports = JSON.stringify(await reportedErrors(since));
    for (const secret of [token, 'member+gold/2026==', encodeURIComponent('member+gold/2026==')]) {
      expect(reports).not.toContain(secret);
      expect(JSON.stringify(events)).not.toContain(secret);
      expect(
        seen.filter(
          (line) => line.includes(secret) && !line.startsWith(brandUrl('members', '/deals?a=')),
        ),
      ).toEqual([]);
    }
    expect(page.url()).not.toContain('gold');
  });
});
