/**
 * A remote's strings as a screen sees them: rendered once when they are already there (the
 * shell fetched them beside the screen's code), rendered again when they arrive, and an error
 * when they cannot be had.
 */
import { Profiler } from 'react';
import { act, render as renderInDom, screen } from '@testing-library/react';
import { initI18n, i18n } from '@storefront/shared/i18n';
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
const asked: string[] = [];

beforeAll(() => initI18n({ language: 'es', resources: { es: {} } }));

beforeEach(() => {
  renders = 0;
  answers = {};
  asked.length = 0;
  globalThis.fetch = jest.fn((url: string | URL | Request) => {
    asked.push(String(url));
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

test('strings that cannot be had: an error, not a screen of keys', async () => {
  render('missing');
  await settled();
  expect(screen.getByText('error')).toBeInTheDocument();
});
