export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
export const HOST_PORT = 8080;
export const SANDBOX_URL = 'http://127.0.0.1:4010';
export const CONTROL_URL = 'http://127.0.0.1:4099';
export const STOREFRONT_URL = `http://sunsea.localhost:${HOST_PORT}`;
export const brandUrl = (brand: string, path = '/') =>
  `http://${brand}.localhost:${HOST_PORT}${path}`;
