/**
 * The test runs serve the stack over HTTPS, as production does (WebKit keeps no `Secure` cookie
 * on plain http://*.localhost): STOREFRONT_HTTPS=1 unless the run says 0. A Playwright config
 * imports this first, before ./env reads the scheme, so the global set-up and the workers see it,
 * and every Node process of the run trusts the stack's local authority (scripts/tls.mjs).
 */
import { ensureCertificate } from '../../scripts/tls.mjs';

process.env.STOREFRONT_HTTPS ??= '1';
if (process.env.STOREFRONT_HTTPS === '1') process.env.NODE_EXTRA_CA_CERTS = ensureCertificate().ca;
