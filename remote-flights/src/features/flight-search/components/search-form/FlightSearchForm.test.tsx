import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { signInAs } from '@storefront/testing/sandbox';
import { startI18n } from '../../../../testing/render';
import { FlightSearchForm } from './FlightSearchForm';
import type { FlightSearchValues } from './flight-search-form';

const empty: FlightSearchValues = {
  tripType: 'RETURN',
  departure: null,
  destination: null,
  dates: {},
  travellers: { adults: 2, childrenAges: [] },
};

function show(initialValues: FlightSearchValues, onSearch = jest.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <FlightSearchForm initialValues={initialValues} productType="F" onSearch={onSearch} />
    </I18nextProvider>,
  );
  return onSearch;
}

beforeAll(async () => {
  await startI18n('es');
  await signInAs('sunsea.localhost');
});

describe('FlightSearchForm', () => {
  it('says what is missing and focuses the first field', async () => {
    const onSearch = show(empty);
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    expect(
      await screen.findByText('Elige el aeropuerto o la ciudad de origen.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Elige el aeropuerto o la ciudad de destino.')).toBeInTheDocument();
    expect(screen.getByText('Elige las fechas de ida y vuelta.')).toBeInTheDocument();
    // focus moves on the next frame, once the messages are rendered
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Origen' })).toHaveFocus());
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('refuses the same place twice and a return trip without its return date', async () => {
    const onSearch = show({
      ...empty,
      departure: { code: 'MAD', name: 'Madrid' },
      destination: { code: 'mad', name: 'Madrid' },
      dates: { from: '2030-01-10' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    expect(await screen.findByText('Elige un destino distinto del origen.')).toBeInTheDocument();
    expect(
      screen.getByText('Elige la fecha de vuelta o cambia a un viaje de solo ida.'),
    ).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('sends a one-way search with one date, the return dropped', async () => {
    const onSearch = show({
      ...empty,
      departure: { code: 'MAD', name: 'Madrid' },
      destination: { code: 'BCN', name: 'Barcelona' },
      dates: { from: '2030-01-10', to: '2030-01-17' },
    });
    await userEvent.click(screen.getByRole('radio', { name: 'Solo ida' }));
    expect(screen.getByText('Fecha de ida')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buscar vuelos' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0][0]).toMatchObject({
      tripType: 'ONE_WAY',
      dates: { from: '2030-01-10', to: undefined },
    });
  });
});
