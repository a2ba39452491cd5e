/**
 * The travellers form: one entry per traveller the trip needs (adults, then children, then
 * infants), the schema that checks it (messages are translation keys), and the conversions from
 * and to the cart's travellers.
 */
import * as z from 'zod/mini';
import type {
  CartConfig,
  Traveller,
  TravellerInput,
  TravellerType,
} from '@storefront/shared/domain/cart';
import { ageOn, isoToParts, partsToIso } from '../../../lib/dates';

export const TITLES = ['MR', 'MRS', 'MS', 'MX'] as const;
export const DOCUMENT_TYPES = ['PASSPORT', 'ID_CARD'] as const;

export type TravellerValues = {
  id: string;
  type: TravellerType;
  title: string;
  firstName: string;
  lastName: string;
  birthDay: string;
  birthMonth: string;
  birthYear: string;
  nationality: string;
  documentType: string;
  documentNumber: string;
  expiryDay: string;
  expiryMonth: string;
  expiryYear: string;
  issuingCountry: string;
};
export type TravellersValues = { travellers: TravellerValues[] };

/** Who must travel, in form order. */
export function travellerSlots(
  required: CartConfig['travellerRules']['required'],
): TravellerType[] {
  if (!required) return [];
  return [
    ...Array<TravellerType>(required.adults).fill('ADULT'),
    ...Array<TravellerType>(required.children).fill('CHILD'),
    ...Array<TravellerType>(required.infants).fill('INFANT'),
  ];
}

const EMPTY: Omit<TravellerValues, 'type'> = {
  id: '',
  title: '',
  firstName: '',
  lastName: '',
  birthDay: '',
  birthMonth: '',
  birthYear: '',
  nationality: '',
  documentType: '',
  documentNumber: '',
  expiryDay: '',
  expiryMonth: '',
  expiryYear: '',
  issuingCountry: '',
};

function fromTraveller(traveller: Traveller): TravellerValues {
  const birth = isoToParts(traveller.birthDate);
  const expiry = isoToParts(traveller.document?.expiryDate);
  return {
    id: traveller.id,
    type: traveller.type,
    title: traveller.title,
    firstName: traveller.firstName,
    lastName: traveller.lastName,
    birthDay: birth.day,
    birthMonth: birth.month,
    birthYear: birth.year,
    nationality: traveller.nationality,
    documentType: traveller.document?.type ?? '',
    documentNumber: traveller.document?.number ?? '',
    expiryDay: expiry.day,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    issuingCountry: traveller.document?.issuingCountry ?? '',
  };
}

/** The form's first values: the cart's travellers in their slots, empty entries elsewhere. */
export function initialTravellers(
  slots: readonly TravellerType[],
  saved: readonly Traveller[],
): TravellersValues {
  const left = [...saved];
  return {
    travellers: slots.map((type) => {
      const index = left.findIndex((traveller) => traveller.type === type);
      if (index === -1) return { ...EMPTY, type };
      const [traveller] = left.splice(index, 1);
      return fromTraveller(traveller as Traveller);
    }),
  };
}

/** A draft fits when it has the same travellers, by type and order. */
export function draftFits(slots: readonly TravellerType[]) {
  return (value: unknown): value is TravellersValues => {
    if (typeof value !== 'object' || value === null) return false;
    const travellers = (value as { travellers?: unknown }).travellers;
    return (
      Array.isArray(travellers) &&
      travellers.length === slots.length &&
      travellers.every(
        (entry, index) =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as TravellerValues).type === slots[index] &&
          Object.keys(EMPTY).every(
            (key) => typeof (entry as Record<string, unknown>)[key] === 'string',
          ),
      )
    );
  };
}

export function toTravellerInput(values: TravellerValues, withDocument: boolean): TravellerInput {
  const birthDate = partsToIso({
    day: values.birthDay,
    month: values.birthMonth,
    year: values.birthYear,
  });
  const expiryDate = partsToIso({
    day: values.expiryDay,
    month: values.expiryMonth,
    year: values.expiryYear,
  });
  return {
    ...(values.id ? { id: values.id } : {}),
    type: values.type,
    title: values.title as TravellerInput['title'],
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate,
    nationality: values.nationality,
    ...(withDocument
      ? {
          document: {
            type: values.documentType as 'PASSPORT' | 'ID_CARD',
            number: values.documentNumber.replace(/\s+/g, '').toUpperCase(),
            expiryDate,
            issuingCountry: values.issuingCountry,
          },
        }
      : {}),
  };
}

/** Whether a saved traveller already holds these values (nothing to send). */
export function sameTraveller(input: TravellerInput, saved: Traveller | undefined): boolean {
  if (!saved || input.id !== saved.id) return false;
  const document = input.document ?? null;
  return (
    input.title === saved.title &&
    input.firstName === saved.firstName &&
    input.lastName === saved.lastName &&
    input.birthDate === saved.birthDate &&
    input.nationality === saved.nationality &&
    JSON.stringify(document) === JSON.stringify(saved.document)
  );
}

export type TravellerRules = {
  /** 'yyyy-MM-dd': ages are counted on the day the trip starts */
  tripStart: string;
  /** 'yyyy-MM-dd': documents must be valid until the trip ends */
  tripEnd: string;
  today: string;
  documentRequired: boolean;
};

const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u;
const name = (required: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(60, 'validation.nameTooLong'),
      z.regex(NAME, 'validation.nameInvalid'),
    );

const AGE_RULES: Record<TravellerType, (age: number) => boolean> = {
  ADULT: (age) => age >= 18,
  CHILD: (age) => age >= 2 && age <= 17,
  INFANT: (age) => age >= 0 && age < 2,
};

export function travellersSchema(rules: TravellerRules) {
  const traveller = z
    .object({
      id: z.string(),
      type: z.enum(['ADULT', 'CHILD', 'INFANT']),
      title: z
        .string()
        .check(
          z.refine((v) => (TITLES as readonly string[]).includes(v), 'validation.titleRequired'),
        ),
      firstName: name('validation.firstNameRequired'),
      lastName: name('validation.lastNameRequired'),
      birthDay: z.string(),
      birthMonth: z.string(),
      birthYear: z.string(),
      nationality: z.string().check(z.minLength(1, 'validation.nationalityRequired')),
      documentType: rules.documentRequired
        ? z
            .string()
            .check(
              z.refine(
                (v) => (DOCUMENT_TYPES as readonly string[]).includes(v),
                'validation.documentTypeRequired',
              ),
            )
        : z.string(),
      documentNumber: rules.documentRequired
        ? z.string().check(
            z.trim(),
            z.minLength(1, 'validation.documentNumberRequired'),
            z.refine(
              (v) => /^[A-Za-z0-9]{5,20}$/.test(v.replace(/\s+/g, '')),
              'validation.documentNumberInvalid',
            ),
          )
        : z.string(),
      expiryDay: z.string(),
      expiryMonth: z.string(),
      expiryYear: z.string(),
      issuingCountry: rules.documentRequired
        ? z.string().check(z.minLength(1, 'validation.issuingCountryRequired'))
        : z.string(),
    })
    .check(
      z.superRefine(
        (value, ctx) => {
          const birth = partsToIso({
            day: value.birthDay,
            month: value.birthMonth,
            year: value.birthYear,
          });
          const birthIssue =
            birth === 'empty'
              ? 'validation.birthDateRequired'
              : birth === 'invalid'
                ? 'validation.dateInvalid'
                : birth > rules.today
                  ? 'validation.birthDateFuture'
                  : !AGE_RULES[value.type](ageOn(birth, rules.tripStart))
                    ? `validation.age.${value.type}`
                    : null;
          if (birthIssue)
            ctx.addIssue({ code: 'custom', message: birthIssue, path: ['birthDate'] });
          if (!rules.documentRequired) return;
          const expiry = partsToIso({
            day: value.expiryDay,
            month: value.expiryMonth,
            year: value.expiryYear,
          });
          const expiryIssue =
            expiry === 'empty'
              ? 'validation.expiryRequired'
              : expiry === 'invalid'
                ? 'validation.dateInvalid'
                : expiry < rules.tripEnd
                  ? 'validation.documentExpires'
                  : null;
          if (expiryIssue)
            ctx.addIssue({ code: 'custom', message: expiryIssue, path: ['documentExpiry'] });
        },
        { when: () => true },
      ),
    );
  return z.object({ travellers: z.array(traveller) });
}

/** The form's fields in page order, for the error summary. */
export function travellerFieldOrder(count: number, documentRequired: boolean): string[] {
  const fields = ['title', 'firstName', 'lastName', 'birthDate', 'nationality'];
  if (documentRequired)
    fields.push('documentType', 'documentNumber', 'documentExpiry', 'issuingCountry');
  return Array.from({ length: count }, (_, index) =>
    fields.map((field) => `travellers.${index}.${field}`),
  ).flat();
}
