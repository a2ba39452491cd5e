import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, initI18n } from '@storefront/shared/i18n';
import en from '../../../i18n/en.json';
import de from '../../../i18n/de.json';
import { registerRemotes } from './federation';
import { OperatorPanel } from './OperatorPanel';
import { OverrideRefusals } from './OverrideRefusals';

// the federation runtime, at its edge: registering a remote is all the panel needs from it
jest.mock('@module-federation/enhanced/runtime', () => {
  const instance = { registerPlugins: jest.fn(), registerRemotes: jest.fn() };
  return { getInstance: () => instance, registerGlobalPlugins: jest.fn() };
});

beforeAll(() => initI18n({ language: 'en', resources: { en, de } }));
afterEach(() => changeLanguage('en'));

describe('the operator panel', () => {
  it("shows each remote's version, why it was chosen and its routes, and the routes refused", async () => {
    registerRemotes([
      {
        name: 'deals',
        container: 'storefront_deals',
        version: '1.1.0',
        entry: 'http://127.0.0.1:4100/deals/1.1.0/mf-manifest.json',
        chosenBy: 'brand',
        routes: [
          { path: '/deals', expose: './DealsScreen' },
          { path: '/deals/weekend', expose: './WeekendScreen' },
          { path: '/search', expose: './DealsScreen' },
        ],
      },
      {
        name: 'cart',
        container: 'storefront_cart',
        version: '1.0.0',
        entry: 'http://127.0.0.1:4103/mf-manifest.json',
        chosenBy: 'default',
        routes: [],
      },
    ]);
    render(
      <OperatorPanel
        refusedRoutes={[
          {
            remote: 'deals',
            version: '1.1.0',
            path: '/search',
            expose: './DealsScreen',
            takenBy: { remote: 'shell' },
          },
        ]}
      />,
    );
    await userEvent.click(screen.getByText('Loaded remotes'));
    const deals = screen.getByRole('row', { name: /^deals/ });
    expect(within(deals).getByRole('cell', { name: 'Brand pin' })).toBeVisible();
    expect(within(deals).getByText('/deals/weekend')).toBeVisible();
    // the route the page refused is marked in its remote's list
    const routes = within(deals).getAllByRole('listitem');
    expect(routes.map((item) => item.textContent)).toEqual([
      '/deals',
      '/deals/weekend',
      '/searchrefused',
    ]);
    expect(within(screen.getByRole('row', { name: /^cart/ })).getByText('None')).toBeVisible();
    const refused = screen.getByRole('region', { name: 'Routes refused' });
    expect(refused).toHaveTextContent(
      '/search of deals 1.1.0 was refused: the shell serves that route.',
    );
  });
});

describe('a refused override', () => {
  it('is announced at once, with the reason and the refused address', async () => {
    await changeLanguage('de');
    render(
      <OverrideRefusals
        refused={[
          { remote: 'deals', entry: 'http://evil.localhost:9/mf-manifest.json', reason: 'origin' },
        ]}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Die Überschreibung von „deals“ wurde abgelehnt');
    expect(alert).toHaveTextContent('Abgelehnte Adresse: http://evil.localhost:9/mf-manifest.json');
  });

  it('names what was asked for when it was not understood', () => {
    render(
      <OverrideRefusals refused={[{ remote: 'payments', entry: 'x', reason: 'malformed' }]} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Refused address: payments@x');
  });
});
