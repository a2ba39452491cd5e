import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { HydratingScreens, PresetScreens, RemoteScreen, UnavailableScreens } from './RemoteScreen';
import { loadedScreen, loadScreen } from './federation';
import type { ScreenModule } from './federation';

jest.mock('./federation', () => ({ loadedScreen: jest.fn(), loadScreen: jest.fn() }));
jest.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const Deals: ScreenModule = { default: () => <h1>Deals</h1> };
const loaded = jest.mocked(loadedScreen);
const load = jest.mocked(loadScreen);

function Failed() {
  return <p>failed</p>;
}

function renderDeals(onShown?: () => void) {
  return render(
    <RemoteScreen
      remote="deals"
      expose="./DealsScreen"
      onShown={onShown}
      RenderErrorFallback={Failed}
    />,
  );
}

test('a screen that finishes loading between the render and its effect is shown', async () => {
  // the start-up's own load of the first screen settles after the route rendered "loading" and
  // before the route's effect ran
  let done = false;
  loaded.mockImplementation(() => {
    const screenNow = done ? Deals : undefined;
    done = true;
    return screenNow;
  });
  // as federation.ts does: a loaded screen comes from its cache at once
  load.mockImplementation(() => (done ? Promise.resolve(Deals) : new Promise(() => undefined)));
  renderDeals();
  expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
});

test('a screen still loading is shown once it has loaded', async () => {
  loaded.mockReturnValue(undefined);
  load.mockResolvedValue(Deals);
  renderDeals();
  expect(screen.getByRole('status')).toHaveTextContent('shell.route.loading');
  expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
});

test('a screen that cannot load offers a retry', async () => {
  loaded.mockReturnValue(undefined);
  load.mockRejectedValue(new Error('down'));
  renderDeals();
  expect(
    await screen.findByRole('button', { name: 'shell.remoteUnavailable.retry' }),
  ).toBeVisible();
});

test('the shell hears the screen is shown once it has committed, not while it loads', async () => {
  loaded.mockReturnValue(undefined);
  let finish: (screen: ScreenModule) => void = () => undefined;
  load.mockReturnValue(new Promise((resolve) => (finish = resolve)));
  const onShown = jest.fn();
  renderDeals(onShown);
  expect(screen.getByRole('status')).toHaveTextContent('shell.route.loading');
  expect(onShown).not.toHaveBeenCalled();
  finish(Deals);
  expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
  expect(onShown).toHaveBeenCalledTimes(1);
});

test('a screen that cannot load counts as shown with its retry', async () => {
  loaded.mockReturnValue(undefined);
  load.mockRejectedValue(new Error('down'));
  const onShown = jest.fn();
  renderDeals(onShown);
  await screen.findByRole('button', { name: 'shell.remoteUnavailable.retry' });
  expect(onShown).toHaveBeenCalledTimes(1);
});

test("a screen that hydrated the server's HTML is not rendered again when its module is handed down", async () => {
  const renders: string[] = [];
  const Counted: ScreenModule = {
    default: () => {
      renders.push('screen');
      return <h1>Deals</h1>;
    },
  };
  const route = <RemoteScreen remote="deals" expose="./DealsScreen" RenderErrorFallback={Failed} />;
  const container = document.createElement('div');
  container.innerHTML = serverMarkupOf(
    <PresetScreens.Provider value={new Map([['deals/./DealsScreen', Counted]])}>
      {route}
    </PresetScreens.Provider>,
  );
  document.body.append(container);
  renders.length = 0;
  // the browser: the screen's code on its way as the page hydrates, then loaded
  loaded.mockReturnValue(undefined);
  load.mockResolvedValue(Counted);
  await act(async () => {
    hydrateRoot(
      container,
      <HydratingScreens.Provider
        value={new Map([['deals/./DealsScreen', Promise.resolve(Counted)]])}
      >
        {route}
      </HydratingScreens.Provider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(screen.getByRole('heading', { name: 'Deals' })).toBeInTheDocument();
  expect(renders).toEqual(['screen']);
  container.remove();
});

test("a screen the server's page showed unavailable hydrates as it is, and loads only on the retry", async () => {
  const unavailable = new Set(['deals/./DealsScreen']);
  const route = (
    <UnavailableScreens.Provider value={unavailable}>
      <RemoteScreen remote="deals" expose="./DealsScreen" RenderErrorFallback={Failed} />
    </UnavailableScreens.Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = serverMarkupOf(route);
  expect(container.textContent).toContain('shell.remoteUnavailable.title');
  document.body.append(container);
  // the browser: the screen's files are back, but nothing asks for them before the shopper does
  loaded.mockReturnValue(undefined);
  load.mockReset();
  load.mockResolvedValue(Deals);
  const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, route);
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(problems).not.toHaveBeenCalled();
  problems.mockRestore();
  expect(load).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'shell.remoteUnavailable.retry' }));
  expect(await screen.findByRole('heading', { name: 'Deals' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
  container.remove();
});
