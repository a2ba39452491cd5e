/**
 * Searching as a shopper does, in every engine: a place picked from the suggestions with the
 * pointer stays in its field, in every place field (a package's departure and destination, a
 * hotel's destination, a flight's origin and destination); results → a hotel → Back returns to
 * the same place in the list with the same results, asked for no second time; on a phone the
 * filters open in their sheet.
 */
import { brandUrl } from '../../support/env';
import { STAY, searchUrl } from '../../support/pages/search';
import { DESKTOP, PHONE, SCREENS, expect, test } from '../test';
import type { Query, Shopper } from '../shopper';

const RESULTS = searchUrl('/H', { destination: 'pmi', ...STAY, distribution: '2' });
const STAYS = searchUrl('/DP', { departure: 'mad', destination: 'pmi', ...STAY });

const searchForm = { role: 'form', name: 'Buscar hoteles y paquetes' } as const;
const flightSearch = { role: 'region', name: 'Buscar vuelos' } as const;
const hotelCard = (nth: number) => ({ role: 'article', nth, within: { role: 'main' } }) as const;

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * Runs in the page: what a place field's list shows now, read at one moment: the options offered
 * and the field's status (searching, nothing found), both as the shopper reads them.
 */
function placeList(fieldSelector: string) {
  const field = document.querySelector(fieldSelector);
  const listbox = document.getElementById(field?.getAttribute('aria-controls') ?? '');
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && element.closest('[hidden]') === null;
  };
  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  return {
    options: Array.from(listbox?.querySelectorAll('[role="option"]') ?? [])
      .filter(shown)
      .map((option) => squash(option.textContent)),
    status: squash(field?.parentElement?.querySelector('[role="status"]')?.textContent ?? null),
  };
}

/**
 * Types into a place field of `form` letter by letter and picks the suggestion named `option`
 * with the pointer (a tap on a touch phone): the field then shows the name picked, which is
 * answered. After every letter the list offers only places that match what is typed so far, or
 * none while it says it is searching for that text: never the places of an earlier text.
 */
async function pickPlace(
  shopper: Shopper,
  form: Query,
  field: string,
  typed: string,
  option: RegExp,
  /** a screenshot of the list for the whole text, under this step's name */
  snap?: string,
) {
  const fieldQuery = { role: 'combobox', name: field, within: form } as const;
  const selector = await shopper.focusField(fieldQuery);
  const list = () => shopper.tab.evaluate(placeList, selector);
  await shopper.typeLetters(selector, typed, async (soFar) => {
    const { options, status } = await list();
    expect(
      options.filter((text) => !fold(text).includes(fold(soFar))),
      `places offered after typing "${soFar}" that do not match it (status: "${status}")`,
    ).toEqual([]);
    if (options.length === 0)
      expect(status, `the list's status after typing "${soFar}"`).toMatch(
        new RegExp(`^Buscando lugares para «${soFar.replace(/\W/g, '\\$&')}»…$|^No hay lugares`),
      );
  });
  // the places found for the whole text, in the list
  await expect
    .poll(
      async () => {
        const { options, status } = await list();
        return options.length > 0 ? true : `${status} | ${options.join(', ')}`;
      },
      { message: `suggestions for "${typed}"` },
    )
    .toBe(true);
  const choice = await shopper.find({ role: 'option', within: { role: 'listbox' }, name: option });
  if (snap) await shopper.snap(snap);
  const name = await shopper.tab.evaluate(
    (s: string) => document.querySelector(`${s} .sf-option__name`)?.textContent?.trim() ?? '',
    choice,
  );
  expect(name).toMatch(option);
  if (shopper.touch) await shopper.tab.tap(choice);
  else await shopper.tab.click(choice);
  await shopper.expectText(fieldQuery, name);
  return name;
}

/**
 * Opens the dates of `form` and waits for what the shopper then sees: the month's grid drawn in
 * the calendar, with its days, and the focus on one of them (the calendar's code and its words
 * may still be arriving when the popover opens, which shows its close link alone until then).
 */
async function openDates(shopper: Shopper, form: Query) {
  await shopper.activate({ role: 'button', name: /^Fechas/, within: form });
  const month = await shopper.find({ role: 'table', name: /\d{4}$/, within: form });
  await expect
    .poll(
      () =>
        shopper.tab.evaluate((s: string) => {
          const grid = document.querySelector(s);
          const days = grid?.querySelectorAll('button').length ?? 0;
          return days >= 28 && grid?.contains(document.activeElement) === true;
        }, month),
      { message: "the month's grid with its days, the focus on a day" },
    )
    .toBe(true);
}

for (const screen of SCREENS) {
  test(`a place picked from the suggestions stays in its field: package, hotel and flight searches (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    const { tab } = shopper;
    const field = (form: Query, name: string) =>
      ({ role: 'combobox', name, within: form }) as const;

    // a package: its departure and its destination
    await tab.goto(brandUrl('sunsea', '/DP'));
    await shopper.hydrated();
    const from = await pickPlace(shopper, searchForm, 'Origen', 'madr', /Madrid/);
    const to = await pickPlace(shopper, searchForm, 'Destino', 'mallo', /Palma de Mallorca/);
    // on to the dates: both places stay
    await openDates(shopper, searchForm);
    await shopper.expectText(field(searchForm, 'Origen'), from);
    await shopper.expectText(field(searchForm, 'Destino'), to);
    await shopper.snap('package-places');

    // a hotel: its destination, the one place field
    await tab.goto(brandUrl('sunsea', '/H'));
    await shopper.hydrated();
    await shopper.expectGone(field(searchForm, 'Origen'));
    const stay = await pickPlace(
      shopper,
      searchForm,
      'Destino',
      'tene',
      /Tenerife/,
      'hotel-suggestions',
    );
    await openDates(shopper, searchForm);
    await shopper.expectText(field(searchForm, 'Destino'), stay);
    await shopper.snap('hotel-place');

    // a flight: its origin and its destination
    await tab.goto(brandUrl('sunsea', '/F'));
    await shopper.hydrated();
    const origin = await pickPlace(shopper, flightSearch, 'Origen', 'barc', /Barcelona/);
    const arrival = await pickPlace(shopper, flightSearch, 'Destino', 'mallo', /Mallorca|Palma/);
    await openDates(shopper, flightSearch);
    await shopper.expectText(field(flightSearch, 'Origen'), origin);
    await shopper.expectText(field(flightSearch, 'Destino'), arrival);
    await shopper.snap('flight-places');
  });

  test(`results → hotel → Back: the same place in the list, the same results, no new search (${screen.name})`, async ({
    shopper: open,
  }) => {
    const shopper = await open(screen);
    const { tab } = shopper;
    await tab.goto(brandUrl('sunsea', RESULTS));
    await shopper.hydrated();
    await shopper.find(hotelCard(5));
    // down the list to the sixth hotel
    const link = await shopper.find({ role: 'link', within: hotelCard(5) });
    await tab.evaluate(
      (s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center' }),
      link,
    );
    await expect.poll(() => shopper.scrollY()).toBeGreaterThan(300);
    const before = await shopper.scrollY();
    const name = await shopper.read(link);
    await shopper.snap('results');

    if (shopper.touch) await tab.tap(link);
    else await tab.click(link);
    await shopper.expectUrl(/\/hotel-detail/);
    const heading = { role: 'heading', level: 1, name, within: { role: 'main' } } as const;
    await shopper.expectFocused(heading);
    expect(await shopper.scrollY()).toBe(0);
    await shopper.snap('hotel');

    // the hotel's map: on a phone far below the first screen, its code comes as the shopper
    // scrolls to it (at 1280 px it may be within half a screen of the window, and drawn at once)
    const location = { role: 'region', name: 'Ubicación', within: { role: 'main' } } as const;
    const place = await shopper.find(location);
    if (screen.name === 'phone') {
      await shopper.expectText({ role: 'status', within: location }, 'Cargando el mapa…');
      expect(
        await tab.evaluate(
          () => document.querySelector('.rs-location .leaflet-container') === null,
        ),
        'the map drawn before the shopper comes near it',
      ).toBe(true);
    }
    await tab.evaluate(
      (s: string) => document.querySelector(s)?.scrollIntoView({ block: 'center' }),
      place,
    );
    await shopper.find({ role: 'group', name: 'Mapa de la ubicación del hotel', within: location });
    await shopper.snap('hotel-map');

    // every backend call from now on, and a mark on this document (Back must keep it)
    await tab.evaluate(() => {
      const w = window as unknown as { __calls: string[]; __sameDocument: boolean };
      w.__calls = [];
      w.__sameDocument = true;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__calls.push(entry.name);
      }).observe({ type: 'resource' });
    });
    await tab.back();
    await shopper.expectUrl(/\/H\?/);
    await shopper.find(hotelCard(5));
    await expect
      .poll(async () => Math.abs((await shopper.scrollY()) - before), {
        timeout: 10_000,
        message: `the list scrolled back to ${before} px (distance from it)`,
      })
      .toBeLessThanOrEqual(8);
    // the search as it was: in its field, or on a phone in the folded search's summary
    if (screen.name === 'phone') await shopper.find({ role: 'button', name: 'Editar la búsqueda' });
    else
      await shopper.expectText(
        { role: 'combobox', name: 'Destino', within: searchForm },
        'Palma de Mallorca',
      );
    const after = await tab.evaluate(() => {
      const w = window as unknown as { __calls?: string[]; __sameDocument?: boolean };
      return { same: w.__sameDocument === true, calls: w.__calls ?? [] };
    });
    expect(after.same).toBe(true);
    expect(after.calls.filter((url) => /RetrieveProposals|Locations\/Search/.test(url))).toEqual(
      [],
    );
    await shopper.snap('back');
  });
}

test('on a phone: results first, the filters in a sheet whose count follows them, focus back on close', async ({
  shopper: open,
}) => {
  const shopper = await open(PHONE);
  await shopper.tab.goto(brandUrl('sunsea', STAYS));
  await shopper.hydrated();
  // the search folded into its summary, the results on the first screen
  await shopper.find({ role: 'button', name: 'Editar la búsqueda' });
  await shopper.expectGone(searchForm);
  const filtersButton = { role: 'button', name: /^Filtros\b/, within: { role: 'main' } } as const;
  await shopper.expectText(filtersButton, /^Filtros · \d+ alojamientos$/);
  const total = Number(/(\d+)/.exec(await shopper.read(await shopper.find(filtersButton)))![1]);
  await shopper.snap('phone-results');

  await shopper.activate(filtersButton);
  const sheet = { role: 'dialog', name: 'Filtrar alojamientos' } as const;
  const sheetSelector = await shopper.find(sheet);
  expect(await shopper.attribute(sheetSelector, 'aria-modal')).toBe('true');
  await shopper.expectFocused({ role: 'button', name: 'Cerrar', within: sheet });
  const show = { role: 'button', name: /^Ver /, within: sheet } as const;
  await shopper.expectText(show, `Ver ${total} alojamientos`);
  await shopper.snap('phone-filters');

  // a filter applied: the sheet's button says the new count
  const option = { role: 'checkbox', name: /^Cancelación gratuita/, within: sheet } as const;
  const label = await shopper.tab.evaluate(
    (s: string) => (document.querySelector(s) as HTMLInputElement).labels?.[0]?.textContent ?? '',
    await shopper.find(option),
  );
  const expected = Number(/\((\d+)\)\s*$/.exec(label.trim())?.[1]);
  expect(expected).toBeGreaterThan(0);
  expect(expected).toBeLessThan(total);
  await shopper.activate(option);
  await expect
    .poll(async () => {
      const [selector] = await shopper.all(option);
      return selector
        ? shopper.tab.evaluate(
            (s: string) => (document.querySelector(s) as HTMLInputElement).checked,
            selector,
          )
        : false;
    })
    .toBe(true);
  await shopper.expectText(show, `Ver ${expected} alojamiento${expected === 1 ? '' : 's'}`);

  // closed by its show-results button: focus back on the filters' button, with the new count
  await shopper.activate(show);
  await shopper.expectGone(sheet);
  await shopper.expectFocused(filtersButton);
  await shopper.expectText(filtersButton, `Filtros (1) · ${expected} alojamientos`);
  await shopper.snap('phone-filtered');
});

test('at 1280 px the filters stay beside the list, with no sheet to open', async ({
  shopper: open,
}) => {
  const shopper = await open(DESKTOP);
  await shopper.tab.goto(brandUrl('sunsea', STAYS));
  await shopper.hydrated();
  await shopper.find({ role: 'complementary', name: 'Filtros', within: { role: 'main' } });
  await shopper.find({ role: 'checkbox', name: /^Cancelación gratuita/ });
  await shopper.expectGone({ role: 'button', name: /^Filtros\b/, within: { role: 'main' } });
  await shopper.find(searchForm);
  await shopper.snap('desktop-results');
});
