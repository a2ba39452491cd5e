/**
 * Everything the hotel detail needs, call by call: the hotel's static data and promotions; its
 * pricing (CreatePricing then RetrievePricing, or the pricing the URL names, so a reload keeps the
 * chosen flight and plan); for packages the alternative flights (GetAlternativeTransports) and
 * the change of flight (UpdateTransport); and booking (CreateSelection, CreateCart,
 * AddProductToCart, then the cart).
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { logCallError } from '@storefront/shared/api/client';
import { hasErrorCode } from '@storefront/shared/api/errors';
import {
  createPricing,
  createSelection,
  getAlternativeTransports,
  retrieveAccommodationPromotions,
  retrieveAccommodationStaticData,
  retrievePricing,
  updateTransport,
} from '@storefront/shared/api/holiday-packages';
import type { MealPlan } from '@storefront/shared/domain/contract';
import type {
  AccommodationDetails,
  AccommodationPromotion,
  AlternativeTransport,
  Pricing,
} from '@storefront/shared/domain/hotel';
import { useAddToCart } from '@storefront/shared/state/add-to-cart';
import { setPriceIdAtom, useStateAction } from '@storefront/shared/state';
import { useKeyedLoad } from './useKeyedLoad';

export const PRICING_PARAM = 'pricingId';
const ALTERNATIVES_PAGE_SIZE = 5;

/** The hotel's static data (NOT_FOUND: gone) and its promotions (a bonus: none on failure). */
export function useHotelStaticData(hotelId: string | null, language: string) {
  const [attempt, setAttempt] = useState(0);
  const { state: details } = useKeyedLoad<AccommodationDetails>(
    'hotel-static-data',
    hotelId ? JSON.stringify([hotelId, language, attempt]) : null,
    async () => {
      try {
        return {
          kind: 'ready',
          value: await retrieveAccommodationStaticData(hotelId ?? '', language),
        };
      } catch (error) {
        if (hasErrorCode(error, 'NOT_FOUND')) return { kind: 'gone' };
        logCallError(error);
        return { kind: 'error' };
      }
    },
    { onServer: true },
  );
  const { state: promotions } = useKeyedLoad<AccommodationPromotion[]>(
    'hotel-promotions',
    hotelId,
    async () => {
      try {
        return { kind: 'ready', value: await retrieveAccommodationPromotions(hotelId ?? '') };
      } catch (error) {
        logCallError(error);
        return { kind: 'ready', value: [] };
      }
    },
    { onServer: true },
  );
  return {
    // the hotel shows with its promotions (they are in its header), not before them: arriving
    // later, they would push the gallery and everything below it down (a layout shift)
    details: promotions.kind === 'loading' ? ({ kind: 'loading' } as const) : details,
    promotions: promotions.kind === 'ready' ? promotions.value : [],
    retry: () => setAttempt((n) => n + 1),
  };
}

/**
 * The pricing of the proposal: the one the URL names when the backend still has it (so a reload
 * keeps the chosen flight), else a new one, whose id is then written to the URL in place.
 */
export function usePricing(input: {
  searchId: string | null;
  proposalId: string | null;
  pricingId: string | null;
  mealPlan: MealPlan | undefined;
  onPricingId: (pricingId: string) => void;
}) {
  const { searchId, proposalId, pricingId, mealPlan, onPricingId } = input;
  const setPriceId = useStateAction(setPriceIdAtom);
  const [attempt, setAttempt] = useState(0);
  const key =
    searchId && proposalId ? JSON.stringify([searchId, proposalId, mealPlan ?? '', attempt]) : null;

  const { state: pricing, set } = useKeyedLoad<Pricing>('pricing', key, async () => {
    if (!searchId || !proposalId) return { kind: 'gone' };
    const fresh = async () => {
      const id = await createPricing({ searchId, proposalId, ...(mealPlan ? { mealPlan } : {}) });
      return retrievePricing(id);
    };
    const known = async () => {
      if (!pricingId) return fresh();
      try {
        const found = await retrievePricing(pricingId);
        // a pricing of another proposal or plan than the URL says is not this one
        const same =
          found.proposalId === proposalId &&
          found.searchId === searchId &&
          (!mealPlan || found.mealPlan === mealPlan);
        return same ? found : fresh();
      } catch (error) {
        if (hasErrorCode(error, 'NOT_FOUND')) return fresh();
        throw error;
      }
    };
    try {
      return { kind: 'ready', value: await known() };
    } catch (error) {
      if (hasErrorCode(error, 'NOT_FOUND') || hasErrorCode(error, 'VALIDATION_ERROR')) {
        return { kind: 'gone' };
      }
      logCallError(error);
      return { kind: 'error' };
    }
  });

  // the pricing shown, whether just asked, kept from an earlier visit (Back) or changed by a new
  // flight, is the store's and the address's
  const shownId = pricing.kind === 'ready' ? pricing.value.pricingId : null;
  const onShown = useEffectEvent((id: string) => {
    setPriceId(id);
    if (id !== pricingId) onPricingId(id);
  });
  useEffect(() => {
    if (shownId) onShown(shownId);
  }, [shownId]);

  return { pricing, setPricing: set, retry: () => setAttempt((n) => n + 1) };
}

type AlternativesPage = { items: AlternativeTransport[]; total: number };

/** The other flights of a package pricing, a few at a time, and the change to one of them. */
export function useAlternativeFlights(
  pricing: Pricing | null,
  onPricing: (pricing: Pricing) => void,
) {
  const pricingId = pricing?.transport ? pricing.pricingId : null;
  const currentFlight = pricing?.transport?.id ?? null;
  const [attempt, setAttempt] = useState(0);
  // the list again when the package's flight changes
  const key = pricingId ? JSON.stringify([pricingId, currentFlight, attempt]) : null;
  const { state: first } = useKeyedLoad<AlternativesPage>('alternative-flights', key, async () => {
    try {
      const result = await getAlternativeTransports({
        pricingId: pricingId ?? '',
        page: 1,
        pageSize: ALTERNATIVES_PAGE_SIZE,
      });
      return {
        kind: 'ready',
        value: { items: result.alternatives, total: result.page.totalItems },
      };
    } catch (error) {
      logCallError(error);
      return { kind: 'error' };
    }
  });
  const [extra, setExtra] = useState<{
    key: string | null;
    items: AlternativeTransport[];
    page: number;
    loading: boolean;
  }>({ key: null, items: [], page: 1, loading: false });
  const [changing, setChanging] = useState<string | null>(null);
  const [changeFailed, setChangeFailed] = useState(false);

  const more = extra.key === key ? extra : { key, items: [], page: 1, loading: false };
  const items = first.kind === 'ready' ? [...first.value.items, ...more.items] : [];
  const total = first.kind === 'ready' ? first.value.total : 0;
  const status: 'loading' | 'ready' | 'error' =
    first.kind === 'loading' || more.loading
      ? 'loading'
      : first.kind === 'ready'
        ? 'ready'
        : 'error';

  const loadMore = () => {
    if (!pricingId) return;
    const page = more.page + 1;
    setExtra({ ...more, loading: true });
    getAlternativeTransports({ pricingId, page, pageSize: ALTERNATIVES_PAGE_SIZE }).then(
      (result) =>
        setExtra((current) =>
          current.key === key
            ? { key, items: [...current.items, ...result.alternatives], page, loading: false }
            : current,
        ),
      (error: unknown) => {
        logCallError(error);
        setExtra((current) => (current.key === key ? { ...current, loading: false } : current));
      },
    );
  };

  const choose = async (proposalId: string) => {
    if (!pricingId) return;
    setChanging(proposalId);
    setChangeFailed(false);
    try {
      onPricing(await updateTransport(pricingId, proposalId));
    } catch (error) {
      logCallError(error);
      setChangeFailed(true);
    } finally {
      setChanging(null);
    }
  };

  return {
    items,
    total,
    status,
    changing,
    changeFailed,
    more: loadMore,
    retry: () => setAttempt((n) => n + 1),
    choose,
  };
}

/** The priced trip into a new cart, then the cart screen (@storefront/shared/state/add-to-cart). */
export function useBooking() {
  const { state, add } = useAddToCart();
  const book = (pricing: Pricing) =>
    add({
      item: pricing.pricingId,
      productType: pricing.productType,
      product: async () => ({
        type: 'SELECTION',
        selectionId: (await createSelection(pricing.pricingId)).selectionId,
      }),
    });
  return { state, book };
}
