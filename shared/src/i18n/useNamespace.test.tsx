/**
 * A remote's strings as a screen sees them: rendered once when they are already there (the
 * shell fetched them beside the screen's code), rendered again when they arrive, and an error
 * when they cannot be had.
 */
import { Profiler } from 'react';
import { act, render as renderInDom, screen } from '@testing-library/react';
import { BUNDLE_RETRY_DELAYS_MS, initI18n, i18n } from '@storefront/shared/i18n';
import { useNamespace } from './useNamespace';

function Screen({ ns }: { ns: string }) {
  const { ready, error } = useNamespace(ns, 'https://remote.example/app/');
  return <p>{error ? 'error' : ready ? i18n.t(`${ns}:title`) : 'loading'}</p>;
}

/** the screen's renders, as React commits them */
let renders: number;
const render = (ns: string) =>
  renderInDom(
    <Profiler id="screen" onRender={() => (renders += 1)}>
      <Screen ns={ns} />
    </Profiler>,
  );

let answers: Record<string, unknown>;
/** answers of the next requests, before `answers` is read: a status, or a network failure */
let failures: Array<number | 'network'>;
const asked: string[] = [];

beforeAll(() => initI18n({ language: 'es', resources: { es: {} } }));

beforeEach(() => {
  renders = 0;
  answers = {};
  failures = [];
  asked.length = 0;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    asked.push(String(url));
    const failure = failures.shift();
    if (failure === 'network') return Promise.reject(new TypeError('Failed to fetch'));
    if (failure !== undefined)
      return Promise.resolve({
        ok: false,
        status: failure,
        json: () => Promise.reject(),
      } as Response);
    const body = answers[String(url)];
    return Promise.resolve({
      ok: body !== undefined,
      status: body === undefined ? 404 : 200,
      json: () => Promise.resolve(body),
    } as Response);
  }) as typeof fetch;
});

/** lets the namespace's request and the hook's effect settle */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

test('strings already there: shown at once, and the screen is not rendered again for them', async () => {
  i18n.addResourceBundle('es', 'warm', { title: 'Vuelos' });
  answers['https://remote.example/app/locales/es.json'] = { title: 'Vuelos' };
  render('warm');
  expect(screen.getByText('Vuelos')).toBeInTheDocument();
  await settled();
  expect(screen.getByText('Vuelos')).toBeInTheDocument();
  expect(renders).toBe(1);
});

test('strings on their way: the screen waits, then shows them', async () => {
  answers['https://remote.example/app/locales/es.json'] = { title: 'Hoteles' };
  render('cold');
  expect(screen.getByText('loading')).toBeInTheDocument();
  await settled();
  expect(screen.getByText('Hoteles')).toBeInTheDocument();
  expect(asked).toEqual(['https://remote.example/app/locales/es.json']);
  expect(renders).toBe(2);
});

test('strings that cannot be had: an error, not a screen of keys, asked for once', async () => {
  render('missing');
  await settled();
  expect(screen.getByText('error')).toBeInTheDocument();
  expect(asked).toEqual(['https://remote.example/app/locales/es.json']);
});

/** Lets every pause between the retries of a translations file go by (fake timers). */
async function throughRetries() {
  for (const pause of BUNDLE_RETRY_DELAYS_MS) await act(() => jest.advanceTimersByTimeAsync(pause));
}

test('strings lost on the way (a network error, a 503) are asked for again, and shown', async () => {
  jest.useFakeTimers();
  try {
    answers['https://remote.example/app/locales/es.json'] = { title: 'Ofertas' };
    failures = ['network', 503];
    render('flaky');
    await throughRetries();
    expect(screen.getByText('Ofertas')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});

test('strings lost on the way three times: an error', async () => {
  jest.useFakeTimers();
  try {
    answers['https://remote.example/app/locales/es.json'] = { title: 'Ofertas' };
    failures = [502, 'network', 500];
    render('down');
    await throughRetries();
    expect(screen.getByText('error')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
  } finally {
    jest.useRealTimers();
  }
});
