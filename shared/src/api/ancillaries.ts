/**
 * CartApiService's ancillaries (spec sections 4 and 7): what a cart can add besides its trip
 * (seat maps, insurance, extra luggage) and the choice of seats. Insurance and luggage are added
 * as products (`addProductToCart` in ./cart).
 */
import * as z from 'zod/mini';
import { parseWith } from '@storefront/shared/api/client';
import type { AvailableProduct, Cart, SeatMap, SeatRequest } from '../domain/cart';
import { money } from '../domain/money';
import { cartCall } from './cart-call';
import type { CartCallOptions } from './cart-call';
import { parseCart } from './cart-wire';
import { amountSchema, stringList } from './wire';

const seatMapSchema = z.object({
  segmentId: z.string(),
  flightNumber: z.string(),
  departureAirport: z.string(),
  arrivalAirport: z.string(),
  columns: stringList,
  aisleAfter: stringList,
  rows: z.array(
    z.object({
      number: z.number().check(z.int()),
      seats: z.array(
        z.object({
          code: z.string(),
          available: z.boolean(),
          price: amountSchema,
          characteristics: stringList,
        }),
      ),
    }),
  ),
});

const availableProductSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('SEAT_SELECTION'),
    code: z.string(),
    name: z.string(),
    seatMaps: z.array(seatMapSchema),
  }),
  z.object({
    kind: z.literal('INSURANCE'),
    code: z.string(),
    name: z.string(),
    price: z.object({ amount: amountSchema }),
    total: amountSchema,
  }),
  z.object({
    kind: z.literal('EXTRA_LUGGAGE'),
    code: z.string(),
    name: z.string(),
    price: z.object({ amount: amountSchema }),
    maxPieces: z.number().check(z.int(), z.gte(0)),
    legs: z.number().check(z.int(), z.gte(0)),
  }),
]);

function toAvailableProduct(
  wire: z.output<typeof availableProductSchema>,
  currency: string,
): AvailableProduct {
  switch (wire.kind) {
    case 'SEAT_SELECTION':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        seatMaps: wire.seatMaps.map((map): SeatMap => ({
          segmentId: map.segmentId,
          flightNumber: map.flightNumber,
          departureAirport: map.departureAirport,
          arrivalAirport: map.arrivalAirport,
          columns: map.columns,
          aisleAfter: map.aisleAfter,
          rows: map.rows.map((row) => ({
            number: row.number,
            seats: row.seats.map((seat) => ({
              code: seat.code,
              available: seat.available,
              price: money(seat.price, currency),
              characteristics: seat.characteristics,
            })),
          })),
        })),
      };
    case 'INSURANCE':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        pricePerPassenger: money(wire.price.amount, currency),
        total: money(wire.total, currency),
      };
    case 'EXTRA_LUGGAGE':
      return {
        kind: wire.kind,
        code: wire.code,
        name: wire.name,
        pricePerPiecePerLeg: money(wire.price.amount, currency),
        maxPieces: wire.maxPieces,
        legs: wire.legs,
      };
  }
}
/**
 * The ancillaries offered for a cart (seat maps, insurance, extra luggage). An ancillary of a kind
 * the storefront does not know is left out. The answer carries no currency: pass the cart's.
 */
export function getAvailableProducts(
  cartId: string,
  currency: string,
  options?: CartCallOptions,
): Promise<AvailableProduct[]> {
  return cartCall(
    'GetAvailableProducts',
    parseWith(z.object({ items: z.array(z.unknown()) }), (wire) =>
      wire.items.flatMap((item) => {
        const parsed = availableProductSchema.safeParse(item);
        return parsed.success ? [toAvailableProduct(parsed.data, currency)] : [];
      }),
    ),
    { method: 'GET', cartId, options },
  );
}

/** Chooses seats on the cart's flight segments (one seat selection product per cart). */
export function createSeatSelectionProduct(
  cartId: string,
  seats: readonly SeatRequest[],
  options?: CartCallOptions,
): Promise<Cart> {
  return cartCall('CreateSeatSelectionProduct', parseCart, {
    cartId,
    options,
    data: { seats: seats.map((seat) => ({ ...seat })) },
  });
}
