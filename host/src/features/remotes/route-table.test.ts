import { routeTable } from './route-table';

const SHELL = ['/search', '/exception', '/expired-session'];

describe('the remotes’ route table', () => {
  it('serves each route the chosen versions declare, with its remote and screen', () => {
    const { routes, clashes } = routeTable(
      [
        { name: 'deals', version: '1.1.0', routes: [{ path: '/deals', expose: './DealsScreen' }] },
        {
          name: 'search',
          version: '1.0.0',
          routes: [{ path: '/', expose: './LandingScreen', callsAsShown: false }],
        },
      ],
      SHELL,
    );
    expect(clashes).toEqual([]);
    expect(routes).toEqual([
      { path: '/', remote: 'search', expose: './LandingScreen', callsAsShown: false },
      { path: '/deals', remote: 'deals', expose: './DealsScreen', callsAsShown: false },
    ]);
  });

  it('refuses a route of the shell, and a path two remotes declare for both of them', () => {
    const { routes, clashes } = routeTable(
      [
        { name: 'cart', version: '1.0.0', routes: [{ path: '/cart', expose: './CartScreen' }] },
        {
          name: 'deals',
          version: '2.0.0',
          routes: [
            { path: '/deals', expose: './DealsScreen', callsAsShown: true },
            { path: '/cart', expose: './DealsCart' },
            { path: '/search', expose: './DealSearchScreen' },
          ],
        },
      ],
      SHELL,
    );
    expect(routes).toEqual([
      { path: '/deals', remote: 'deals', expose: './DealsScreen', callsAsShown: true },
    ]);
    expect(clashes).toEqual([
      {
        remote: 'cart',
        version: '1.0.0',
        path: '/cart',
        expose: './CartScreen',
        takenBy: { remote: 'deals', version: '2.0.0' },
      },
      {
        remote: 'deals',
        version: '2.0.0',
        path: '/cart',
        expose: './DealsCart',
        takenBy: { remote: 'cart', version: '1.0.0' },
      },
      {
        remote: 'deals',
        version: '2.0.0',
        path: '/search',
        expose: './DealSearchScreen',
        takenBy: { remote: 'shell' },
      },
    ]);
  });
});
