/**
 * The flight search form's values and their rules (zod, the mini build: a few KB). Messages are
 * translation keys of this remote's namespace.
 */
import * as z from 'zod/mini';
import type { SearchParams } from '@storefront/shared/domain/search-url';
import { travellersSchema } from '@storefront/shared/domain/travellers';
import type { Travellers } from '@storefront/shared/domain/travellers';
import type { PlaceValue } from '@storefront/shared/ui/LocationCombobox';

export const TRIP_TYPES = ['RETURN', 'ONE_WAY'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

export type FlightSearchValues = {
  tripType: TripType;
  departure: PlaceValue;
  destination: PlaceValue;
  dates: { from?: string | undefined; to?: string | undefined };
  travellers: Travellers;
};

const place = z.nullable(z.object({ code: z.string(), name: z.string() }));
const isoDate = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const flightSearchSchema = z
  .object({
    tripType: z.enum(TRIP_TYPES),
    departure: place,
    destination: place,
    dates: z.object({ from: isoDate, to: isoDate }),
    travellers: travellersSchema,
  })
  .check(
    z.superRefine((values, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: path.split('.') });
      if (!values.departure) issue('departure', 'form.errors.departure');
      if (!values.destination) issue('destination', 'form.errors.destination');
      if (
        values.departure &&
        values.destination &&
        values.departure.code.toLowerCase() === values.destination.code.toLowerCase()
      ) {
        issue('destination', 'form.errors.samePlace');
      }
      if (!values.dates.from) {
        issue('dates', values.tripType === 'RETURN' ? 'form.errors.dates' : 'form.errors.date');
      } else if (values.tripType === 'RETURN' && !values.dates.to) {
        issue('dates', 'form.errors.returnDate');
      } else if (values.dates.to && values.dates.to < values.dates.from) {
        issue('dates', 'form.errors.returnBeforeOutbound');
      }
    }),
  );

/** The form's starting values from the search the URL holds (a place is known by its code). */
export function toFormValues(search: SearchParams, returnRefused: boolean): FlightSearchValues {
  const placeOf = (code: string | undefined): PlaceValue => (code ? { code, name: code } : null);
  return {
    // a link with a return date, or one whose return date was refused, is a return trip
    tripType: search.returnDate || returnRefused || !search.outboundDate ? 'RETURN' : 'ONE_WAY',
    departure: placeOf(search.departure),
    destination: placeOf(search.destination),
    dates: { from: search.outboundDate, to: search.returnDate },
    travellers: { adults: search.adults, childrenAges: search.childrenAges },
  };
}

/** The search parameters of valid form values. */
export function toSearch(values: FlightSearchValues) {
  return {
    departure: values.departure?.code.toLowerCase(),
    destination: values.destination?.code.toLowerCase(),
    outboundDate: values.dates.from,
    returnDate: values.tripType === 'RETURN' ? values.dates.to : undefined,
    adults: values.travellers.adults,
    childrenAges: [...values.travellers.childrenAges],
  };
}
