/**
 * CartApiService: every cart call of spec section 7. Calls on a cart read `cartId` (or `CartId`)
 * and `requestUuid` from the query; a mutating call repeated with the same requestUuid answers
 * the first result again without applying it twice.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, SandboxError } from '../../lib/envelope';
import type { Session } from '../../lib/session';
import { requestBrand, requestLanguage } from '../../lib/request-brand';
import type { SandboxSettings } from '../../lib/settings';
import { parseInput } from '../../lib/validation';
import { brandCurrency, findBrand, type PaymentMethodCode } from '../../inventory/brands';
import type { PaymentStore } from '../payment/payment-store';
import { ownsPayment, paymentResultSchema, verifyPayment } from '../payment/payment-routes';
import { allCountries } from '../../inventory/countries';
import { availableProducts } from './ancillaries';
import {
  contactSchema,
  createCartSchema,
  invoiceSchema,
  productRequestSchema,
  replaceProductsSchema,
  seatSelectionSchema,
  specialRequestSchema,
  subscriptionsSchema,
  travellerSchema,
  voucherSchema,
} from './cart-schemas';
import { cartLegs, mainProducts, requiredPassengers, type Cart } from './cart-model';
import type { CartStore } from './cart-store';
import { cartConfigView, cartView } from './cart-view';

const BASE = '/api/services/app/CartApiService';

type Query = Record<string, unknown>;

function text(query: Query, ...names: string[]): string | null {
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

function list(query: Query, ...names: string[]): string[] {
  return names
    .flatMap((name) => {
      const value = query[name];
      return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
    })
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new SandboxError('UNAUTHORIZED', 'A bearer token is required');
  return request.session;
}

export type CartOptions = { carts: CartStore; settings: SandboxSettings; payments: PaymentStore };

export const cartRoutes: FastifyPluginAsync<CartOptions> = async (
  app,
  { carts, settings, payments },
) => {
  const cartIdOf = (request: FastifyRequest): string => {
    const cartId = text(request.query as Query, 'cartId', 'CartId');
    if (!cartId)
      throw new SandboxError('VALIDATION_ERROR', 'cartId is required', { field: 'cartId' });
    return cartId;
  };

  const openCart = (request: FastifyRequest): Cart =>
    carts.open(cartIdOf(request), sessionOf(request));

  const view = (cart: Cart) => cartView(cart, carts.remainingSeconds(cart));

  /** Runs a change on an editable cart, once per requestUuid. */
  const change = <T>(
    request: FastifyRequest,
    apply: (cart: Cart) => T,
    options: { editable: boolean } = { editable: true },
  ) => {
    const cart = openCart(request);
    const requestUuid = text(request.query as Query, 'requestUuid', 'RequestUuid');
    if (requestUuid !== null && cart.replies.has(requestUuid))
      return ok(cart.replies.get(requestUuid) as T);
    if (options.editable) carts.assertEditable(cart);
    const result = apply(cart);
    if (requestUuid !== null) cart.replies.set(requestUuid, result);
    return ok(result);
  };

  app.post(`${BASE}/CreateCart`, async (request) => {
    const input = parseInput(createCartSchema, request.body, 'cart');
    const brand = requestBrand(request);
    if (!brand)
      throw new SandboxError(
        'NOT_FOUND',
        `No brand configuration for ${sessionOf(request).domain}`,
      );
    const cart = carts.create({
      brand,
      currency: brandCurrency(brand),
      session: sessionOf(request),
      productType: input.productType,
      businessProfile:
        input.businessProfile ?? brand.content.brand.businessProfiles[input.productType],
    });
    return ok(view(cart));
  });

  app.get(`${BASE}/GetCartConfig`, async (request) => {
    const cart = openCart(request);
    const ttlSeconds = Math.round((cart.expiresAt - cart.createdAt) / 1000);
    return ok(
      cartConfigView(
        cart,
        carts.remainingSeconds(cart),
        ttlSeconds,
        requestLanguage(request, undefined),
      ),
    );
  });

  app.post(`${BASE}/RetrieveCartFull`, async (request) => ok(view(openCart(request))));

  app.post(`${BASE}/RetrieveCart`, async (request) => {
    const query = request.query as Query;
    const cart = openCart(request);
    const domainName = text(query, 'domainName');
    if (domainName !== null && findBrand(domainName)?.domain !== cart.brand.domain) {
      throw new SandboxError('NOT_FOUND', `No cart ${cart.id} for ${domainName}`);
    }
    const productType = text(query, 'producttype', 'productType');
    const full = view(cart);
    return ok({
      cartId: full.cartId,
      status: full.status,
      currency: full.currency,
      remainingSeconds: full.remainingSeconds,
      products:
        productType === null
          ? full.products
          : full.products.filter((product) => product.productType === productType),
      price: full.price,
    });
  });

  app.post(`${BASE}/ApplyVoucherToCart`, async (request) => {
    const { code } = parseInput(voucherSchema, request.body, 'voucher');
    return change(request, (cart) => {
      carts.applyVoucher(cart, code);
      return view(cart);
    });
  });

  app.post(`${BASE}/RetrieveVoucherCode`, async (request) =>
    ok({ voucher: view(openCart(request)).voucher }),
  );

  app.delete(`${BASE}/RemoveVoucherFromCart`, async (request) =>
    change(request, (cart) => {
      cart.voucher = null;
      return view(cart);
    }),
  );

  app.post(`${BASE}/AddContactToCart`, async (request) => {
    const contact = parseInput(contactSchema, request.body, 'contact');
    return change(request, (cart) => {
      cart.contact = contact;
      return contact;
    });
  });

  app.post(`${BASE}/RetrieveContact`, async (request) => ok(openCart(request).contact));

  app.post(`${BASE}/AddTravellerToCart`, async (request) => {
    const traveller = parseInput(travellerSchema, request.body, 'traveller');
    return change(request, (cart) => {
      carts.upsertTraveller(cart, traveller);
      return { items: [...cart.travellers] };
    });
  });

  app.post(`${BASE}/RetrieveTravellersByCartId`, async (request) =>
    ok({ items: openCart(request).travellers }),
  );

  app.post(`${BASE}/RetrieveCountries`, async (request) => {
    const language = requestLanguage(request, (request.query as Query).lang);
    const collator = new Intl.Collator(language);
    const items = allCountries()
      .map((country) => ({
        code: country.code,
        name: country.names[language],
        phonePrefix: country.phonePrefix,
      }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return ok({ language, items });
  });

  app.post(`${BASE}/AddSubscriptions`, async (request) => {
    const subscriptions = parseInput(subscriptionsSchema, request.body, 'subscriptions');
    return change(request, (cart) => {
      cart.subscriptions = subscriptions;
      return subscriptions;
    });
  });

  app.get(`${BASE}/GetSubscriptions`, async (request) => ok(openCart(request).subscriptions));

  app.post(`${BASE}/CartFinalize`, async (request) =>
    change(request, (cart) => {
      carts.finalize(cart);
      return view(cart);
    }),
  );

  app.post(`${BASE}/ConfirmCart`, async (request) => {
    const result = parseInput(paymentResultSchema, request.body, 'payment result');
    try {
      return change(
        request,
        (cart) => {
          // the same payment again (a reload of the return address): the order it paid for
          const order = carts.orderOf(cart);
          const spent = payments.get(result.paymentId);
          if (order && spent?.orderId === order.orderId) {
            if (!payments.verify(result))
              throw new SandboxError('VALIDATION_ERROR', 'The payment result is not signed', {
                reason: 'SIGNATURE',
              });
            if (!ownsPayment(spent, sessionOf(request)))
              throw new SandboxError(
                'VALIDATION_ERROR',
                'The payment was asked for by someone else',
                {
                  reason: 'OWNER',
                },
              );
            payments.refuseDuplicate();
            return order;
          }
          const payment = verifyPayment(payments, cart, result, sessionOf(request));
          try {
            const confirmed = carts.confirm(cart, payment.paymentMethod as PaymentMethodCode, {
              reference: payment.reference,
              amount: payment.amount / 100,
              currency: payment.currency,
              provider: payment.provider,
              providerName: payment.providerName,
            });
            payments.capture(payment, confirmed.orderId);
            return confirmed;
          } catch (error) {
            // the booking failed after the money was taken: the payment is given back
            payments.close(payment, 'VOIDED', 'BOOKING_FAILED');
            carts.reopen(cart);
            throw error;
          }
        },
        { editable: false },
      );
    } catch (error) {
      // a cart that expired while its shopper was paying: its payment is voided
      if (error instanceof SandboxError && error.code === 'CART_EXPIRED')
        payments.voidCart(cartIdOf(request));
      throw error;
    }
  });

  app.post(`${BASE}/AddInvoice`, async (request) => {
    const invoice = parseInput(invoiceSchema, request.body, 'invoice');
    return change(request, (cart) => {
      cart.invoices.push({ ...invoice, id: `inv-${cart.invoices.length + 1}` });
      return { items: [...cart.invoices] };
    });
  });

  app.get(`${BASE}/GetInvoices`, async (request) => ok({ items: openCart(request).invoices }));

  app.get(`${BASE}/GetOrders`, async (request) => {
    const cartId = text(request.query as Query, 'cartId', 'CartId');
    return ok({ items: carts.orders(sessionOf(request), cartId) });
  });

  app.get(`${BASE}/GetAvailableProducts`, async (request) => {
    const cart = openCart(request);
    const items = availableProducts({
      enabled: cart.brand.content.ancillaries
        .filter((ancillary) => ancillary.enabled)
        .map((ancillary) => ancillary.kind),
      legs: cartLegs(cart),
      passengers: requiredPassengers(cart)?.total ?? 0,
      hasMainProduct: mainProducts(cart).length > 0,
      language: requestLanguage(request, undefined),
    });
    return ok({ items });
  });

  app.post(`${BASE}/CreateSeatSelectionProduct`, async (request) => {
    const { seats } = parseInput(seatSelectionSchema, request.body, 'seat selection');
    return change(request, (cart) => {
      carts.selectSeats(cart, seats);
      return view(cart);
    });
  });

  app.post(`${BASE}/AddProductToCart`, async (request) => {
    const product = parseInput(productRequestSchema, request.body, 'product');
    return change(request, (cart) => {
      carts.addProducts(cart, [product]);
      return view(cart);
    });
  });

  app.post(`${BASE}/ReplaceProductsInCart`, async (request) => {
    const input = parseInput(replaceProductsSchema, request.body, 'product replacement');
    return change(request, (cart) => {
      carts.replaceProducts(cart, input.productIds, input.products);
      return view(cart);
    });
  });

  app.delete(`${BASE}/RemoveProductsFromCart`, async (request) => {
    const productIds = list(request.query as Query, 'ProductIds', 'productIds');
    if (productIds.length === 0)
      throw new SandboxError('VALIDATION_ERROR', 'ProductIds is required', { field: 'ProductIds' });
    return change(request, (cart) => {
      carts.removeProducts(cart, productIds);
      return view(cart);
    });
  });

  app.post(`${BASE}/AddSpecialRequestToCart`, async (request) => {
    const input = parseInput(specialRequestSchema, request.body, 'special request');
    return change(request, (cart) => {
      if (input.productId && !cart.products.some((product) => product.id === input.productId)) {
        throw new SandboxError('NOT_FOUND', `No product ${input.productId} in cart ${cart.id}`);
      }
      cart.specialRequests.push({
        id: `sr-${cart.specialRequests.length + 1}`,
        text: input.text,
        productId: input.productId ?? null,
      });
      return { items: [...cart.specialRequests] };
    });
  });

  app.post(`${BASE}/RetrieveSpecialRequestByCartId`, async (request) =>
    ok({ items: openCart(request).specialRequests }),
  );

  app.delete(`${BASE}/DeleteSpecialRequestByCartId`, async (request) => {
    const specialRequestId = text(request.query as Query, 'specialRequestId');
    return change(request, (cart) => {
      cart.specialRequests =
        specialRequestId === null
          ? []
          : cart.specialRequests.filter((entry) => entry.id !== specialRequestId);
      return { items: [...cart.specialRequests] };
    });
  });

  app.post('/__sandbox/carts/expire', async (request) => {
    const { cartId } = parseInput(
      z.object({ cartId: z.string().min(1).optional() }),
      request.body,
      'expiry request',
    );
    return { expired: carts.expire(cartId ?? null), ttlSeconds: settings.cartTtlSeconds };
  });
};
