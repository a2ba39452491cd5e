/** Bodies of the cart calls, validated where they enter; types are inferred from the schemas. */
import { z } from 'zod';
import { PRODUCT_TYPES } from '../../../../shared/src/domain/contract';
import { isCountryCode } from '../../inventory/countries';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
const country = z
  .string()
  .length(2)
  .transform((code) => code.toUpperCase())
  .refine(isCountryCode, 'unknown country code');
const name = z.string().trim().min(1).max(60);

export const createCartSchema = z.object({
  productType: z.enum(PRODUCT_TYPES),
  businessProfile: z.string().min(1).optional(),
});

export const contactSchema = z.object({
  firstName: name,
  lastName: name,
  email: z.email(),
  phonePrefix: z.string().regex(/^\+\d{1,4}$/, 'must look like +34'),
  phoneNumber: z.string().regex(/^[\d ]{6,15}$/, 'must be 6 to 15 digits'),
  countryCode: country,
});
export type Contact = z.infer<typeof contactSchema>;

const TRAVELLER_TYPES = ['ADULT', 'CHILD', 'INFANT'] as const;

export const travellerSchema = z.object({
  id: z.string().optional(),
  type: z.enum(TRAVELLER_TYPES),
  title: z.enum(['MR', 'MRS', 'MS', 'MX']),
  firstName: name,
  lastName: name,
  birthDate: isoDate,
  nationality: country,
  document: z
    .object({
      type: z.enum(['PASSPORT', 'ID_CARD']),
      number: z.string().trim().min(5).max(20),
      expiryDate: isoDate,
      issuingCountry: country,
    })
    .optional(),
});
export type TravellerInput = z.infer<typeof travellerSchema>;
export type Traveller = TravellerInput & { id: string };

export const subscriptionsSchema = z.object({
  newsletter: z.boolean(),
  partnerOffers: z.boolean(),
});
export type Subscriptions = z.infer<typeof subscriptionsSchema>;

export const invoiceSchema = z.object({
  type: z.enum(['PERSON', 'COMPANY']),
  name: z.string().trim().min(1).max(120),
  taxId: z.string().trim().min(5).max(20),
  address: z.object({
    street: z.string().trim().min(1).max(120),
    city: z.string().trim().min(1).max(60),
    postalCode: z.string().trim().min(3).max(10),
    countryCode: country,
  }),
});
export type InvoiceInput = z.infer<typeof invoiceSchema>;

export const specialRequestSchema = z.object({
  text: z.string().trim().min(1).max(500),
  productId: z.string().optional(),
});

export const voucherSchema = z.object({ code: z.string().trim().min(1) });

const INSURANCE_CODES = ['INSURANCE_BASIC', 'INSURANCE_PREMIUM'] as const;
export type InsuranceCode = (typeof INSURANCE_CODES)[number];

export const productRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('SELECTION'), selectionId: z.string().min(1) }),
  z.object({ type: z.literal('TRANSPORT'), proposalId: z.string().min(1) }),
  z.object({ type: z.literal('INSURANCE'), code: z.enum(INSURANCE_CODES) }),
  z.object({ type: z.literal('EXTRA_LUGGAGE'), pieces: z.number().int().min(1).max(3) }),
]);
export type ProductRequest = z.infer<typeof productRequestSchema>;

export const replaceProductsSchema = z.object({
  productIds: z.array(z.string()).default([]),
  products: z.array(productRequestSchema).min(1),
});

export const seatSelectionSchema = z.object({
  seats: z
    .array(
      z.object({
        segmentId: z.string().min(1),
        seat: z.string().regex(/^\d{1,2}[A-F]$/),
        travellerId: z.string().optional(),
      }),
    )
    .min(1),
});
export type SeatRequest = z.infer<typeof seatSelectionSchema>['seats'][number];
