import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { searchLocations } from '@storefront/shared/api/locations';
import { LOCATION_DEBOUNCE_MS, LocationCombobox } from './LocationCombobox';
import { initTestI18n } from './test-i18n';

jest.mock('@storefront/shared/api/locations', () => ({
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
});
