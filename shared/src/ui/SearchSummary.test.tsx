import fs from 'node:fs';
import path from 'node:path';
import { useEffect, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n, LANGUAGES } from '@storefront/shared/i18n';
import type { Language } from '@storefront/shared/i18n';
import { PHONE_MEDIA } from '@storefront/shared/lib/phone-layout';
import { SearchSummary, usePlaceNames, useSearchFold } from './SearchSummary';
import type { SearchSummaryParts } from './SearchSummary';
import type { PlaceValue } from './LocationCombobox';
import { queryClient } from '@storefront/shared/api/queries';
import { locationsQuery } from '@storefront/shared/api/locations';
import { PALMA } from '@storefront/testing/PlaceForm';

const bundle = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join(__dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, Record<string, string>>;

beforeAll(() =>
  initI18n({
    language: 'es',
    resources: Object.fromEntries(LANGUAGES.map((language) => [language, bundle(language)])),
  }),
);
afterEach(() => i18n.changeLanguage('es'));

const STAY: SearchSummaryParts = {
  place: 'Palma de Mallorca',
  dates: { from: '2027-01-24', to: '2027-01-31' },
  travellers: { adults: 2, childrenAges: [] },
};

function summaryOf(parts: SearchSummaryParts, onToggle = () => undefined) {
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <SearchSummary {...parts} expanded={false} controls="the-form" onToggle={onToggle} />
    </I18nextProvider>,
  );
  return within(container).getByText(/ · /);
}

describe('SearchSummary', () => {
  it('sums up a stay in one line: place, dates in the language, travellers', () => {
    expect(summaryOf(STAY)).toHaveTextContent(/^Palma de Mallorca · 24–31 ene · 2 adultos$/);
  });

  it('writes the dates and the travellers in the shopper’s language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const text = summaryOf({ ...STAY, travellers: { adults: 1, childrenAges: [4, 7] } });
    expect(text).toHaveTextContent(
      /^Palma de Mallorca · 24\.–31\. Jan\. · 1 Erwachsener und 2 Kinder$/,
    );
  });

  it('gives a one-way trip its single date and a trip across months both months', async () => {
    expect(summaryOf({ ...STAY, dates: { from: '2027-01-24' } })).toHaveTextContent(
      /^Palma de Mallorca · 24 ene · 2 adultos$/,
    );
    await act(() => i18n.changeLanguage('en'));
    expect(
      summaryOf({
        place: 'Madrid → Barcelona',
        dates: { from: '2027-01-28', to: '2027-02-03' },
        travellers: { adults: 1, childrenAges: [9] },
      }),
    ).toHaveTextContent(/^Madrid → Barcelona · 28 Jan – 3 Feb · 1 adult and 1 child$/);
  });

  it('is a disclosure of the form: named, collapsed, pointing at the form, and it toggles', async () => {
    const user = userEvent.setup();
    const onToggle = jest.fn();
    summaryOf(STAY, onToggle);
    const edit = screen.getByRole('button', { name: 'Editar la búsqueda' });
    expect(edit).toHaveTextContent('Editar');
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    expect(edit).toHaveAttribute('aria-controls', 'the-form');
    await user.click(edit);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it.each([...LANGUAGES])(
    '%s has the travellers’ words in every plural form of the language',
    (language) => {
      const strings = bundle(language).searchSummary ?? {};
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const word of ['adults', 'children'])
        for (const form of forms) expect(strings[`${word}_${form}`]).toContain('{{count}}');
    },
  );
});

describe('usePlaceNames', () => {
  function Place({ code, shown }: { code: string; shown: PlaceValue[] }) {
    const places = usePlaceNames();
    const { learn } = places;
    useEffect(() => shown.forEach(learn), [shown, learn]);
    return <p>{places.nameOf(code)}</p>;
  }

  it('names a code as a place field named it, and keeps the name while another place is typed', () => {
    const { rerender } = render(<Place code="pmi" shown={[{ code: 'pmi', name: 'pmi' }]} />);
    expect(screen.getByText('PMI')).toBeInTheDocument();
    rerender(
      <Place
        code="pmi"
        shown={[
          { code: 'PMI', name: 'Palma de Mallorca' },
          { code: 'MAD', name: 'Madrid' },
        ]}
      />,
    );
    expect(screen.getByText('Palma de Mallorca')).toBeInTheDocument();
    rerender(<Place code="pmi" shown={[null, { code: 'pmi', name: 'pmi' }]} />);
    expect(screen.getByText('Palma de Mallorca')).toBeInTheDocument();
    rerender(<Place code="MAD" shown={[]} />);
    expect(screen.getByText('Madrid')).toBeInTheDocument();
  });
});

describe('usePlaceNames with the places of the link', () => {
  function Linked({ code }: { code: string }) {
    const places = usePlaceNames([{ code, productType: 'H', role: 'destination' }]);
    return <p>{places.nameOf(code)}</p>;
  }

  it('names a code at once by the places kept for it (those the server rendered the page with)', () => {
    // the places the server rendered the page with
    queryClient().setQueryData(
      locationsQuery({ text: 'pmi', productType: 'H', role: 'destination', language: 'es' })
        .queryKey,
      [PALMA],
    );
    render(<Linked code="pmi" />);
    expect(screen.getByText('Palma de Mallorca')).toBeInTheDocument();
  });

  it('shows the code while nothing names it (nothing kept, or no such place)', () => {
    // the places the server rendered the page with
    queryClient().setQueryData(
      locationsQuery({ text: 'xyz', productType: 'H', role: 'destination', language: 'es' })
        .queryKey,
      [PALMA],
    );
    render(<Linked code="xyz" />);
    expect(screen.getByText('XYZ')).toBeInTheDocument();
  });
});

describe('useSearchFold', () => {
  function Screen({ canFold }: { canFold: boolean }) {
    const fold = useSearchFold(canFold);
    const [searches, setSearches] = useState(0);
    return (
      <I18nextProvider i18n={i18n}>
        <SearchSummary
          {...STAY}
          expanded={!fold.folded}
          controls="the-form"
          onToggle={fold.toggle}
          editRef={fold.editRef}
        />
        <form
          id="the-form"
          hidden={fold.folded}
          aria-label="search"
          onSubmit={(event) => {
            event.preventDefault();
            fold.searched();
            setSearches(searches + 1);
          }}
        >
          <input aria-label="Destino" defaultValue="Palma" />
          <button type="submit">Buscar</button>
        </form>
      </I18nextProvider>
    );
  }

  /** The browser's answer to the phone's media query, for this test's window. */
  function screenWidth(phone: boolean) {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: phone && query === PHONE_MEDIA,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
  }
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows a search folded, unfolds it with what was typed, and folds it again after a search', async () => {
    screenWidth(true);
    const user = userEvent.setup();
    render(<Screen canFold />);
    const edit = screen.getByRole('button', { name: 'Editar la búsqueda' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    await user.clear(screen.getByRole('textbox', { name: 'Destino' }));
    await user.type(screen.getByRole('textbox', { name: 'Destino' }), 'Ibiza');
    await user.click(edit);
    await user.click(edit);
    expect(screen.getByRole('textbox', { name: 'Destino' })).toHaveValue('Ibiza');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    // on a phone the summary's button takes the focus the hidden form's button had
    expect(edit).toHaveFocus();
  });

  it('leaves the focus where it is after a search on a wider screen', async () => {
    screenWidth(false);
    const user = userEvent.setup();
    render(<Screen canFold />);
    await user.click(screen.getByRole('button', { name: 'Editar la búsqueda' }));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByRole('button', { name: 'Buscar', hidden: true })).toHaveFocus();
  });

  it('shows the form open when there is nothing to search yet', () => {
    screenWidth(true);
    render(<Screen canFold={false} />);
    expect(screen.getByRole('form', { name: 'search' })).toBeVisible();
  });
});
