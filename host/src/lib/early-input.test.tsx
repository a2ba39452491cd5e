/* eslint-disable testing-library/no-node-access -- what early.js notes is the page before React:
   raw elements, the browser's events and their order */
import { Suspense, lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString as serverMarkupOf } from 'react-dom/server';
import { act } from '@testing-library/react';
import { noteEarlyInput, reactListensOn, replayEarlyInput } from './early-input';

/** A fresh window property for each test: the note is fixed once set on a window. */
function freshWindow(): Window {
  return Object.create(window) as Window;
}

const byId = (id: string) => document.getElementById(id)!;

describe('buttons pressed before the code came', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div id="root">
        <button id="accept" type="button">Aceptar todas</button>
        <span role="button" id="chip"><b id="inner">Chip</b></span>
        <button id="off" type="button" disabled>Off</button>
        <form id="search"><input name="q"><button id="go">Buscar</button></form>
        <a id="link" href="#x">Link</a>
      </div>
      <button id="outside" type="button">Outside</button>`;
  });

  it('are pressed again, once each and in order, when the shell has hydrated', () => {
    const win = freshWindow();
    noteEarlyInput(document, win);
    byId('inner').click();
    byId('accept').click();
    byId('accept').click();
    byId('off').click();
    byId('outside').click();
    byId('link').click();
    const pressedAgain: string[] = [];
    document.addEventListener('click', (event) =>
      pressedAgain.push((event.target as HTMLElement).id),
    );
    replayEarlyInput(win);
    expect(pressedAgain).toEqual(['chip', 'accept']);
    // taken once: the shell's own clicks are not noted any more
    byId('accept').click();
    pressedAgain.length = 0;
    replayEarlyInput(win);
    expect(pressedAgain).toEqual([]);
  });

  it('keeps a form from submitting itself before the shell can, and submits it then', () => {
    const win = freshWindow();
    noteEarlyInput(document, win);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    byId('go').dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    const submitted = jest.fn((event: Event) => event.preventDefault());
    byId('search').addEventListener('submit', submitted);
    replayEarlyInput(win);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('skips a button no longer on the page (the page was rendered afresh)', () => {
    const win = freshWindow();
    noteEarlyInput(document, win);
    const accept = byId('accept');
    accept.click();
    accept.remove();
    const onClick = jest.fn();
    accept.addEventListener('click', onClick);
    replayEarlyInput(win);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does nothing on a page that noted nothing (rendered in the browser)', () => {
    expect(() => replayEarlyInput(freshWindow())).not.toThrow();
  });
});

/** A search form as a screen renders it: controlled fields, their values shown beside them. */
function SearchForm() {
  const [destination, setDestination] = useState('');
  const [sort, setSort] = useState('price');
  const [pool, setPool] = useState(false);
  const [searched, setSearched] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSearched(`${destination}|${sort}|${pool}`);
      }}
    >
      <input
        id="destination"
        value={destination}
        onChange={(event) => setDestination(event.target.value)}
      />
      <select id="sort" value={sort} onChange={(event) => setSort(event.target.value)}>
        <option value="price">Precio</option>
        <option value="rating">Valoración</option>
      </select>
      <input
        id="pool"
        type="checkbox"
        checked={pool}
        onChange={(event) => setPool(event.target.checked)}
      />
      <input id="secret" type="password" defaultValue="" />
      <button id="search">Buscar</button>
      <output id="state">{`${destination}|${sort}|${pool}`}</output>
      <output id="searched">{searched}</output>
    </form>
  );
}

/** The type a shopper types: the value, and the browser's event (no React is listening yet). */
function typeInto(field: HTMLInputElement | HTMLSelectElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('fields changed before the code came', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it("reach the screen's state once hydrated, in order with the presses: nothing is lost", async () => {
    document.body.innerHTML = `<div id="root">${serverMarkupOf(<SearchForm />)}</div>`;
    const win = freshWindow();
    noteEarlyInput(document, win);
    // the shopper types, picks, ticks and searches while the code is on its way
    typeInto(byId('destination') as HTMLInputElement, 'Mal');
    typeInto(byId('destination') as HTMLInputElement, 'Mallorca');
    typeInto(byId('sort') as HTMLSelectElement, 'rating');
    byId('pool').click();
    (byId('secret') as HTMLInputElement).value = 'hunter2';
    byId('secret').dispatchEvent(new Event('input', { bubbles: true }));
    byId('search').click();
    await act(async () => {
      root = hydrateRoot(byId('root'), <SearchForm />);
    });
    reactListensOn(byId('root'), win);
    // hydrated: the page still shows what the shopper did, but the screen's state does not know
    expect((byId('destination') as HTMLInputElement).value).toBe('Mallorca');
    expect(byId('state').textContent).toBe('|price|false');
    await act(async () => replayEarlyInput(win));
    expect(byId('state').textContent).toBe('Mallorca|rating|true');
    expect((byId('destination') as HTMLInputElement).value).toBe('Mallorca');
    expect((byId('sort') as HTMLSelectElement).value).toBe('rating');
    expect((byId('pool') as HTMLInputElement).checked).toBe(true);
    // the search ran after the fields had their values, once
    expect(byId('searched').textContent).toBe('Mallorca|rating|true');
  });

  it('keeps what the shopper types after hydration: React has it, nothing is replayed over it', async () => {
    document.body.innerHTML = `<div id="root">${serverMarkupOf(<SearchForm />)}</div>`;
    const win = freshWindow();
    noteEarlyInput(document, win);
    typeInto(byId('destination') as HTMLInputElement, 'Mal');
    await act(async () => {
      root = hydrateRoot(byId('root'), <SearchForm />);
    });
    reactListensOn(byId('root'), win);
    await act(async () => replayEarlyInput(win));
    expect(byId('state').textContent).toBe('Mal|price|false');
    // React answers from now on
    const destination = byId('destination') as HTMLInputElement;
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
        destination,
        'Malta',
      );
      destination.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(byId('state').textContent).toBe('Malta|price|false');
  });
});

describe('presses once React listens', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
  });

  it('notes only a press React could not answer (its part still loading), and presses it once', async () => {
    const pressed: string[] = [];
    function Part() {
      return (
        <button id="part" type="button" onClick={() => pressed.push('part')}>
          Mapa
        </button>
      );
    }
    function Page({ part: PagePart }: { part: ComponentType }) {
      return (
        <main>
          <button id="shell" type="button" onClick={() => pressed.push('shell')}>
            Menú
          </button>
          <Suspense fallback={<p>…</p>}>
            <PagePart />
          </Suspense>
        </main>
      );
    }
    document.body.innerHTML = `<div id="root">${serverMarkupOf(<Page part={Part} />)}</div>`;
    const win = freshWindow();
    noteEarlyInput(document, win);
    let partCame: (part: { default: ComponentType }) => void = () => undefined;
    const LazyPart = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          partCame = resolve;
        }),
    );
    await act(async () => {
      root = hydrateRoot(byId('root'), <Page part={LazyPart} />);
    });
    reactListensOn(byId('root'), win);
    // React answers the shell's button itself; the part's it cannot yet
    await act(async () => byId('shell').click());
    await act(async () => byId('part').click());
    expect(pressed).toEqual(['shell']);
    await act(async () => partCame({ default: Part }));
    await act(async () => replayEarlyInput(win));
    expect(pressed).toEqual(['shell', 'part']);
  });
});
