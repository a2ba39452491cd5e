import { chromium } from '@playwright/test';
const url = process.argv[2];
const width = Number(process.argv[3] ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => { if (['error','warning'].includes(m.type())) console.log('console.'+m.type()+':', m.text().slice(0, 400)); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
const reqs = [];
page.on('request', (r) => reqs.push(r.method() + ' ' + r.url()));
const resp = await page.goto(url, { waitUntil: 'networkidle' });
console.log('render:', resp.headers()['x-storefront-render']);
await page.waitForTimeout(1500);
console.log('h1:', await page.locator('h1').first().textContent().catch(() => null));
console.log('api calls:', reqs.filter((r) => r.includes('/api/')).join('\n  '));
await page.screenshot({ path: `/tmp/probe/shot-${width}.png` });
// interactivity: click the consent accept button if present
const accept = page.getByRole('button', { name: /Aceptar|Accept/i }).first();
if (await accept.count()) { await accept.click(); console.log('consent banner after click:', await page.locator('.consent-banner').count()); }
await browser.close();
