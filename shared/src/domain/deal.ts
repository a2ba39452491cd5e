/** Deals of a business profile (Deals/GetDealsByBP), as the deals list shows them. */
import type { MealPlan, ProductType } from './contract';
import type { NamedPlace } from './location';
import type { Money } from './money';

export type DealInclusion = 'FLIGHT' | 'ACCOMMODATION' | 'TRANSFER' | 'MEAL_PLAN';

export type Deal = {
  id: string;
  businessProfile: string;
  productType: ProductType;
  title: string;
  imageUrl: string | null;
  destination: NamedPlace;
  /** where the flight leaves from; null for hotel-only deals */
  departure: NamedPlace | null;
  accommodation: { id: string; name: string; stars: number } | null;
  /** calendar dates 'yyyy-MM-dd' */
  outboundDate: string;
  returnDate: string | null;
  nights: number | null;
  adults: number;
  includes: DealInclusion[];
  mealPlan: MealPlan | null;
  price: { perPerson: Money; originalPerPerson: Money | null };
};
