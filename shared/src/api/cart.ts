/**
 * CartApiService's cart (spec section 7): opening a cart, its configuration and views, its
 * vouchers and its trips. Checkout steps are in ./checkout, orders in ./orders, ancillaries in
 * ./ancillaries; every call is made the same way (./cart-call).
 *
 * A call on a cart whose time is up rejects with an ApiError coded CART_EXPIRED (spec section 8:
 * the caller sets cartExpired); `isCartExpired` tells it apart.
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import type { Cart, CartConfig, CartSummary, ProductRequest, Voucher } from '../domain/cart';
import type { ProductType } from '../domain/contract';
import { cartCall, newRequestUuid } from './cart-call';
import type { CartCallOptions } from './cart-call';
import {
  CART_STATUSES,
  cartSchema,
  orEmpty,
  orNull,
  parseCart,
  toPrice,
  toProduct,
  toVoucher,
  voucherSchema,
} from './cart-wire';
import { currencySchema, idSchema, optionalText, stringList } from './wire';

/** Whether a cart call failed because the cart expired (spec section 4: set cartExpired). */
export function isCartExpired(error: unknown): boolean {
  return hasErrorCode(error, 'CART_EXPIRED');
}

export type NewCart = {
  productType: ProductType;
  /** the brand's business profile for the product type when absent */
  businessProfile?: string;
};

/** Opens a cart for the caller's brand. */
export function createCart(input: NewCart): Promise<Cart> {
  return cartCall('CreateCart', parseCart, {
    data: {
      productType: input.productType,
      ...(input.businessProfile ? { businessProfile: input.businessProfile } : {}),
    },
  });
}

const cartConfigSchema = z.object({
  cartId: idSchema,
  status: z.enum(CART_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  remainingSeconds: z.number().check(z.gte(0)),
  ttlSeconds: z.number().check(z.gte(0)),
  currency: currencySchema,
  language: z.string(),
  paymentMethods: z.pipe(
    z.nullish(z.array(z.object({ code: z.string(), provider: z.string(), iconUrl: optionalText }))),
    z.transform(orEmpty),
  ),
  paymentProviders: z.pipe(
    z.nullish(z.array(z.object({ code: z.string(), name: z.string(), mode: z.string() }))),
    z.transform(orEmpty),
  ),
  ancillaries: stringList,
  travellerRules: z.nullish(
    z.object({
      required: z.pipe(
        z.nullish(
          z.object({
            adults: z.number().check(z.int(), z.gte(0)),
            children: z.number().check(z.int(), z.gte(0)),
            infants: z.number().check(z.int(), z.gte(0)),
          }),
        ),
        z.transform(orNull),
      ),
      documentRequired: z.pipe(
        z.nullish(z.boolean()),
        z.transform((value) => value ?? false),
      ),
    }),
  ),
  subscriptions: stringList,
});
/** How checkout runs for a cart: payment methods, ancillaries, traveller rules, time left. */
export function getCartConfig(cartId: string, options?: CartCallOptions): Promise<CartConfig> {
  return cartCall(
    'GetCartConfig',
    parseWith(cartConfigSchema, (wire) => ({
      cartId: wire.cartId,
      status: wire.status,
      createdAt: wire.createdAt,
      expiresAt: wire.expiresAt,
      remainingSeconds: wire.remainingSeconds,
      ttlSeconds: wire.ttlSeconds,
      currency: wire.currency,
      language: wire.language,
      paymentMethods: wire.paymentMethods.map((method) => ({ ...method })),
      paymentProviders: wire.paymentProviders.map((provider) => ({ ...provider })),
      ancillaries: wire.ancillaries,
      travellerRules: {
        required: wire.travellerRules?.required ? { ...wire.travellerRules.required } : null,
        documentRequired: wire.travellerRules?.documentRequired ?? false,
      },
      subscriptions: wire.subscriptions,
    })),
    { method: 'GET', cartId, options },
  );
}

/** The whole cart. */
export function retrieveCartFull(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return cartCall('RetrieveCartFull', parseCart, { cartId, options });
}

export type CartSummaryQuery = {
  cartId: string;
  /** the brand domain the cart must belong to */
  domainName?: string;
  /** only the products of this type */
  productType?: ProductType;
};

const summarySchema = z.pick(cartSchema, {
  cartId: true,
  status: true,
  currency: true,
  remainingSeconds: true,
  products: true,
  price: true,
});

/** The short view of a cart, optionally for a brand domain and one product type. */
export function retrieveCart(
  query: CartSummaryQuery,
  options?: CartCallOptions,
): Promise<CartSummary> {
  return cartCall(
    'RetrieveCart',
    parseWith(summarySchema, (wire) => ({
      cartId: wire.cartId,
      status: wire.status,
      currency: wire.currency,
      remainingSeconds: wire.remainingSeconds,
      products: wire.products.map((product) => toProduct(product, wire.currency)),
      price: toPrice(wire.price),
    })),
    {
      cartId: query.cartId,
      options,
      params: {
        ...(query.domainName ? { domainName: query.domainName } : {}),
        ...(query.productType ? { producttype: query.productType } : {}),
      },
    },
  );
}

// ---------------------------------------------------------------------------------------------
// Vouchers

/** Applies a voucher code; an unknown, expired or inapplicable code is a VOUCHER_INVALID. */
export function applyVoucherToCart(
  cartId: string,
  code: string,
  options?: CartCallOptions,
): Promise<Cart> {
  return cartCall('ApplyVoucherToCart', parseCart, { cartId, options, data: { code } });
}

/**
 * The cart's voucher, or null. The answer carries no currency: pass the cart's, so the discount
 * is a Money like every other amount.
 */
export function retrieveVoucherCode(
  cartId: string,
  currency: string,
  options?: CartCallOptions,
): Promise<Voucher | null> {
  return cartCall(
    'RetrieveVoucherCode',
    parseWith(z.object({ voucher: z.nullish(voucherSchema) }), (wire) =>
      wire.voucher ? toVoucher(wire.voucher, currency) : null,
    ),
    { cartId, options },
  );
}

export function removeVoucherFromCart(cartId: string, options?: CartCallOptions): Promise<Cart> {
  return cartCall('RemoveVoucherFromCart', parseCart, { method: 'DELETE', cartId, options });
}

// ---------------------------------------------------------------------------------------------
// Trips in the cart

/** Adds a trip (a selection or a flight proposal) or an ancillary to the cart. */
export function addProductToCart(
  cartId: string,
  product: ProductRequest,
  options?: CartCallOptions,
): Promise<Cart> {
  return cartCall('AddProductToCart', parseCart, { cartId, options, data: { ...product } });
}

export type ProductReplacement = {
  /** the products to replace; the cart's trips when empty */
  productIds: readonly string[];
  products: readonly ProductRequest[];
};

/** Replaces products in one step (another hotel, another flight). */
export function replaceProductsInCart(
  cartId: string,
  replacement: ProductReplacement,
  options?: CartCallOptions,
): Promise<Cart> {
  return cartCall('ReplaceProductsInCart', parseCart, {
    cartId,
    options,
    data: {
      productIds: [...replacement.productIds],
      products: replacement.products.map((product) => ({ ...product })),
    },
  });
}

/** Removes products (query CartId, ProductIds repeated, requestUuid). */
export function removeProductsFromCart(
  cartId: string,
  productIds: readonly string[],
  options?: CartCallOptions,
): Promise<Cart> {
  return cartCall('RemoveProductsFromCart', parseCart, {
    method: 'DELETE',
    params: {
      CartId: cartId,
      ProductIds: [...productIds],
      requestUuid: options?.requestUuid ?? newRequestUuid(),
    },
    paramsSerializer: { indexes: null },
  });
}
