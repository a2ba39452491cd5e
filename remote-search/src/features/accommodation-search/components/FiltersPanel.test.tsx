import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { EMPTY_ACCOMMODATION_FILTERS } from '@storefront/shared/domain/accommodation-filters';
import type { AccommodationFilters } from '@storefront/shared/domain/accommodation-filters';
import type { FilterMetadata } from '@storefront/shared/domain/proposal-search';
import { initScreenI18n } from '../../../testing/render';
import { FiltersPanel } from './FiltersPanel';

beforeAll(() => initScreenI18n('en'));

const METADATA: FilterMetadata[] = [
  { name: 'PRICE', type: 'RANGE', min: 412.5, max: 3180 },
  { name: 'DEALS', type: 'VALUES', values: [{ value: 'true', count: 7 }] },
  { name: 'FREE_CANCELLATION', type: 'VALUES', values: [{ value: 'true', count: 12 }] },
  {
    name: 'STARS',
    type: 'VALUES',
    values: [
      { value: '3', count: 4 },
      { value: '4', count: 9 },
      { value: '5', count: 2 },
    ],
  },
  { name: 'RATING', type: 'RANGE', min: 6.1, max: 9.4 },
  { name: 'PROPERTY_TYPE', type: 'VALUES', values: [{ value: 'HOTEL', count: 11 }] },
  { name: 'AMENITIES', type: 'VALUES', values: [{ value: 'POOL', count: 8 }] },
  { name: 'CHARACTERISTICS', type: 'VALUES', values: [{ value: 'NEW_CODE', count: 1 }] },
  {
    name: 'MEAL_PLAN',
    type: 'VALUES',
    values: [{ value: 'HALF_BOARD', count: 5 }],
  },
];

function setup(
  filters: AccommodationFilters = EMPTY_ACCOMMODATION_FILTERS,
  forced: number | null = null,
) {
  const onChange = jest.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <FiltersPanel
        filters={filters}
        metadata={METADATA}
        currency="EUR"
        forcedMaxPrice={forced}
        onChange={onChange}
      />
    </I18nextProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

describe('FiltersPanel', () => {
  it('offers what the metadata lists, each value with its count', () => {
    setup();
    expect(screen.getByRole('checkbox', { name: '4 stars (9)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Deals only (7)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Free cancellation (12)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Swimming pool (8)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Half board (5)' })).toBeInTheDocument();
    // a code the storefront does not know yet still reads as words
    expect(screen.getByRole('checkbox', { name: 'New code (1)' })).toBeInTheDocument();
    expect(screen.getByText('From €413 to €3,180 in this search.')).toBeInTheDocument();
  });

  it('applies a ticked value at once', async () => {
    const { onChange, user } = setup();
    await user.click(screen.getByRole('checkbox', { name: '4 stars (9)' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_ACCOMMODATION_FILTERS, stars: [4] });
  });

  it('applies a minimum guest rating, and none for any rating', async () => {
    const { onChange, user } = setup({ ...EMPTY_ACCOMMODATION_FILTERS, rating: 8 });
    expect(screen.getByRole('radio', { name: '8 or more' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Any rating' }));
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_ACCOMMODATION_FILTERS, rating: null });
  });

  it('applies a price range with its button, and says what is wrong with a reversed one', async () => {
    const { onChange, user } = setup();
    await user.type(screen.getByLabelText('Minimum (EUR)'), '900');
    await user.type(screen.getByLabelText('Maximum (EUR)'), '500');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/minimum not above the maximum/);
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Maximum (EUR)'));
    await user.type(screen.getByLabelText('Maximum (EUR)'), '1500');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(onChange).toHaveBeenCalledWith({
      ...EMPTY_ACCOMMODATION_FILTERS,
      priceRange: { from: 900, to: 1500 },
    });
  });

  it('clears every filter in one go', async () => {
    const { onChange, user } = setup({ ...EMPTY_ACCOMMODATION_FILTERS, deals: true, stars: [5] });
    await user.click(screen.getByRole('button', { name: 'Remove all 2 filters' }));
    expect(onChange).toHaveBeenCalledWith(EMPTY_ACCOMMODATION_FILTERS);
  });

  it("on a free-flight brand says the price is the brand's and offers no price inputs", () => {
    setup(EMPTY_ACCOMMODATION_FILTERS, 300);
    expect(
      screen.getByText('Stays up to €300, the amount your free flight covers.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Minimum (EUR)')).toBeNull();
  });
});
