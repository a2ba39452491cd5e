import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { locationsQuery, searchLocations } from '@storefront/shared/api/locations';
import { queryClient } from '@storefront/shared/api/queries';
import { LOCATION_DEBOUNCE_MS, LocationCombobox } from './LocationCombobox';
import type { PlaceValue } from './LocationCombobox';
import { initTestI18n } from '@storefront/testing/ui-strings';
import { PALMA, PlaceForm } from '@storefront/testing/PlaceForm';

jest.mock('@storefront/shared/api/locations', () => ({
  ...jest.requireActual('@storefront/shared/api/locations'),
  searchLocations: jest.fn(() => Promise.resolve([])),
}));
const search = jest.mocked(searchLocations);

beforeAll(() => initTestI18n('en'));
beforeEach(() => {
  search.mockClear();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('LocationCombobox timing', () => {
  it('asks for its first suggestions as soon as it is shown, then waits for a pause in typing', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LocationCombobox
          label="Origin"
          placeRole="departure"
          productType="F"
          value={null}
          onChange={() => undefined}
        />
      </I18nextProvider>,
    );
    await act(async () => jest.advanceTimersByTime(0));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ text: '', role: 'departure' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Origin' }), {
      target: { value: 'Mad' },
    });
    await act(async () => jest.advanceTimersByTime(LOCATION_DEBOUNCE_MS - 1));
    expect(search).toHaveBeenCalledTimes(1);
    await act(async () => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(2);
    expect(search.mock.calls[1]?.[0]).toMatchObject({ text: 'Mad' });
  });

  it('names a code from the link with the one request its suggestions make', async () => {
    search.mockImplementation(({ text }) =>
      Promise.resolve(text.toLowerCase() === 'pmi' ? [PALMA] : []),
    );
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={{ code: 'pmi', name: 'pmi' }} onValue={(v) => seen.push(v)} />);
    await act(async () => jest.advanceTimersByTime(0));
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveValue('Palma de Mallorca');
    expect(seen).toEqual([{ code: 'PMI', name: 'Palma de Mallorca' }]);
    await act(async () => jest.advanceTimersByTime(LOCATION_DEBOUNCE_MS * 5));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]?.[0]).toMatchObject({ text: 'pmi', role: 'destination' });
  });

  it('shows the name of a code at once when its places are kept (a page rendered on the server)', async () => {
    queryClient().setQueryData(
      locationsQuery({ text: 'pmi', productType: 'H', role: 'destination', language: 'en' })
        .queryKey,
      [PALMA],
    );
    search.mockImplementation(() => Promise.resolve([PALMA]));
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={{ code: 'pmi', name: 'pmi' }} onValue={(v) => seen.push(v)} />);
    // the first render already names it: nothing flips from the code to the name
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveValue('Palma de Mallorca');
    await act(async () => jest.advanceTimersByTime(0));
    expect(input).toHaveValue('Palma de Mallorca');
    expect(seen).toEqual([{ code: 'PMI', name: 'Palma de Mallorca' }]);
  });

  it('shows what the form sets itself, and names a code it sets', async () => {
    let setFromForm: (place: PlaceValue) => void = () => undefined;
    search.mockImplementation(({ text }) =>
      Promise.resolve(text.toLowerCase() === 'pmi' ? [PALMA] : []),
    );
    const seen: PlaceValue[] = [];
    render(
      <PlaceForm
        initial={{ code: 'BCN', name: 'Barcelona' }}
        onValue={(v) => seen.push(v)}
        expose={(set) => (setFromForm = set)}
      />,
    );
    await act(async () => jest.advanceTimersByTime(0));
    const input = screen.getByRole('combobox', { name: 'Destination' });
    expect(input).toHaveValue('Barcelona');

    // back to a link without a destination: the field empties
    act(() => setFromForm(null));
    expect(input).toHaveValue('');
    // forward to one with a code: the field shows it, then its name
    act(() => setFromForm({ code: 'pmi', name: 'pmi' }));
    expect(input).toHaveValue('pmi');
    await act(async () => jest.advanceTimersByTime(0));
    expect(input).toHaveValue('Palma de Mallorca');
    expect(seen).toEqual([{ code: 'PMI', name: 'Palma de Mallorca' }]);

    // what the shopper types stays, though it empties the value
    fireEvent.change(input, { target: { value: 'Pal' } });
    expect(input).toHaveValue('Pal');
    expect(seen.at(-1)).toBeNull();
    await act(async () => jest.advanceTimersByTime(LOCATION_DEBOUNCE_MS));
    expect(input).toHaveValue('Pal');
    expect(search.mock.calls.at(-1)?.[0]).toMatchObject({ text: 'Pal' });
  });
});
