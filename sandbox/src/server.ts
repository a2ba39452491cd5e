/**
 * Builds the sandbox: a fastify instance (not listening) answering every backend call of spec
 * section 7, the content service, media, receivers and the /__sandbox control API.
 */
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { createFastify, type TlsFiles } from './lib/fastify';
import { isLocalOrigin } from './app/cors';
import { installErrorHandling } from './app/errors';
import { callNameOf, installBackendPipeline } from './app/pipeline';
import { authRoutes } from './features/auth/auth-routes';
import { createTokenService, DEFAULT_TOKEN_SECRET } from './features/auth/tokens';
import { brandConfigRoutes, createConfigCache } from './features/brand-config/brand-config-routes';
import { cartRoutes } from './features/cart/cart-routes';
import { createCartStore } from './features/cart/cart-store';
import { createCallLog } from './features/control/call-log';
import { controlRoutes } from './features/control/control-routes';
import { createFaultStore } from './features/control/faults';
import { dealRoutes } from './features/deals/deal-routes';
import { flagRoutes } from './features/flags/flag-routes';
import { createHdpStore } from './features/hdp/hdp-store';
import { hdpRoutes } from './features/hdp/hdp-routes';
import { locationRoutes } from './features/locations/location-routes';
import { mediaRoutes } from './features/media/media-routes';
import { tileRoutes } from './features/tiles/tile-routes';
import { paymentRoutes } from './features/payment/payment-routes';
import { createPaymentStore } from './features/payment/payment-store';
import { createProviderApp } from './features/payment/provider-app';
import type { SandboxSettings } from './lib/settings';
import { createReceiverStore } from './features/receivers/receiver-store';
import { receiverRoutes } from './features/receivers/receiver-routes';
import { transportProduct } from './features/transport/transport-product';
import { createTransportStore } from './features/transport/transport-store';
import { transportRoutes } from './features/transport/transport-routes';

export const DEFAULT_CART_TTL_SECONDS = 1800;

export type SandboxOptions = {
  cartTtlSeconds?: number;
  logger?: boolean;
  /** The clock in epoch milliseconds; tests pass a controllable one. */
  now?: () => number;
  tokenSecret?: string;
  /** where the payment provider's hosted page is served (its own origin), or how to read it */
  providerOrigin?: string | (() => string);
  /** the HMAC secret of the provider's signed results */
  providerSecret?: string;
  /** serve both servers over HTTPS with this certificate (the stack's STOREFRONT_HTTPS=1) */
  tls?: TlsFiles;
};

export const DEFAULT_PROVIDER_ORIGIN = 'http://127.0.0.1:4098';

function providerOriginOf(option: SandboxOptions['providerOrigin']): () => string {
  if (typeof option === 'function') return option;
  const origin = option ?? DEFAULT_PROVIDER_ORIGIN;
  return () => origin;
}

/** The backend stand-in; its payment provider is `createSandboxServers(...).provider`. */
export function createSandbox(options: SandboxOptions = {}): FastifyInstance {
  return createSandboxServers(options).sandbox;
}

/**
 * The backend stand-in and the payment provider it plays, sharing carts and payments: two
 * servers, each listening on its own origin.
 */
export function createSandboxServers(options: SandboxOptions = {}): {
  sandbox: FastifyInstance;
  provider: FastifyInstance;
} {
  const now = options.now ?? Date.now;
  const initialTtl = options.cartTtlSeconds ?? DEFAULT_CART_TTL_SECONDS;
  const settings: SandboxSettings = { cartTtlSeconds: initialTtl };

  const tokens = createTokenService({ secret: options.tokenSecret ?? DEFAULT_TOKEN_SECRET, now });
  const calls = createCallLog();
  const faults = createFaultStore();
  const configCache = createConfigCache();
  const transport = createTransportStore();
  const hdp = createHdpStore();
  const carts = createCartStore({
    now,
    settings,
    products: {
      selection: (selectionId) => hdp.selection(selectionId),
      transportProposal: (proposalId) => transportProduct(transport, proposalId),
    },
  });
  const receivers = createReceiverStore({ now });
  const payments = createPaymentStore({
    now,
    ...(options.providerSecret ? { secret: options.providerSecret } : {}),
  });

  const app = createFastify(
    { logger: options.logger ?? false, bodyLimit: 10 * 1024 * 1024 },
    options.tls,
  );
  const knownCalls = new Set<string>();
  app.addHook('onRoute', (route) => {
    const call = callNameOf(route.url);
    if (call) knownCalls.add(call);
  });

  installErrorHandling(app);
  installBackendPipeline(app, { tokens, calls, faults, now });
  void app.register(cors, {
    origin: (origin, callback) => callback(null, isLocalOrigin(origin)),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  });

  void app.register(authRoutes, { tokens });
  void app.register(brandConfigRoutes, { cache: configCache });
  void app.register(flagRoutes);
  void app.register(locationRoutes);
  void app.register(hdpRoutes, { hdp, now });
  void app.register(transportRoutes, { transport });
  void app.register(dealRoutes, { now });
  void app.register(cartRoutes, { carts, settings, payments });
  void app.register(paymentRoutes, {
    carts,
    payments,
    providerOrigin: providerOriginOf(options.providerOrigin),
  });
  void app.register(mediaRoutes);
  void app.register(tileRoutes);
  void app.register(receiverRoutes, { receivers });
  void app.register(controlRoutes, {
    faults,
    calls,
    settings,
    knownCalls: () => [...knownCalls].sort(),
    reset: () => {
      faults.clear();
      calls.clear();
      configCache.clear();
      carts.clear();
      payments.clear();
      hdp.clear();
      transport.clear();
      receivers.clear();
      settings.cartTtlSeconds = initialTtl;
    },
  });
  const provider = createProviderApp({
    payments,
    now,
    logger: options.logger ?? false,
    ...(options.tls ? { tls: options.tls } : {}),
    carts: {
      expired: (cartId) => {
        const cart = carts.find(cartId);
        return cart ? carts.isExpired(cart) : true;
      },
      reopen: (cartId) => {
        const cart = carts.find(cartId);
        if (cart) carts.reopen(cart);
      },
    },
  });
  return { sandbox: app, provider };
}
