/**
 * Flight and accommodation filters in the URL, so that a deep link reproduces them and the back
 * button walks back through filter changes. Same contract as search-url.ts: reading never
 * throws, a value that cannot be accepted is left out and reported with a translation key
 * (`search.errors.filters.*`), every other value is still read, an empty value counts as absent,
 * and a key given twice with different values keeps the first (`search.errors.repeated`).
 *
 * Flight filters, prefix 'f.':
 *   f.price   budgetRange             from-to, whole currency units 0..1000000   "f.price=50-400"
 *   f.ostops  outboundStops           stop counts 0, 1, 2 (two or more)          "f.ostops=0-1"
 *   f.istops  inboundStops
 *   f.bags    luggageOptions          CABIN, CHECKED (any case)                  "f.bags=CABIN"
 *   f.otime   outboundDepartureTime   from-to, minutes after midnight 0..1440    "f.otime=360-720"
 *   f.itime   inboundDepartureTime
 *   f.conn    connectionTime          longest connection, minutes 0..4320        "f.conn=180"
 *   f.dur     tripDuration            longest trip, minutes 0..4320              "f.dur=600"
 *   f.air     airlines                2-8 letters or digits (any case), upper    "f.air=FR-U2"
 *   f.odep    outboundDepartureLocations  (same format as f.air)                 "f.odep=MAD"
 *   f.oarr    outboundArrivalLocations
 *   f.idep    inboundDepartureLocations
 *   f.iarr    inboundArrivalLocations
 *   f.same    depArrSameLocation      'true' (written only when true)
 *   f.direct  onlyDirectRoutes        'true' (written only when true)
 * Accommodation filters, prefix 'h.':
 *   h.price   priceRange              from-to, whole currency units 0..1000000
 *   h.deals   deals                   'true' (written only when true)
 *   h.type    propertyType            PROPERTY_TYPES codes (any case)            "h.type=HOTEL-VILLA"
 *   h.stars   stars                   1..5                                       "h.stars=4-5"
 *   h.rating  rating                  minimum guest rating 0..10, one decimal    "h.rating=7.5"
 *   h.amen    amenities               codes of letters, digits, '_' (case kept)  "h.amen=POOL-WIFI"
 *   h.char    characteristics         (same format as h.amen)
 *   h.map     mapBoundingBox          south_west_north_east in decimal degrees,
 *                                     rounded as the facet is               "h.map=41.3_2.1_41.5_2.25"
 *   mealPlan and freeCancellation are the search parameters `mealPlans` and `freeCancellation`
 *   of spec section 3 (search-url.ts), so the accommodation functions take the search too.
 * Lists are joined by '-' and written sorted without duplicates, so one set of filters has one
 * URL; the bounding box uses '_' because coordinates may be negative.
 */
export {
  ACCOMMODATION_FILTER_PARAMS,
  FILTER_ISSUE_REASONS,
  FLIGHT_FILTER_PARAMS,
} from './filter-codecs';
export type { FilterIssueReason, FilterParamIssue, FilterParamName } from './filter-codecs';
export { parseFlightFilters, writeFlightFilters } from './flight-filters-url';
export type { ParsedFlightFilters } from './flight-filters-url';
export { parseAccommodationFilters, writeAccommodationFilters } from './accommodation-filters-url';
export type { ParsedAccommodationFilters } from './accommodation-filters-url';
