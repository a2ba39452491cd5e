import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { injectFault, signInAs } from '@storefront/testing/sandbox';
import type { PlaceValue } from './LocationCombobox';
import { initTestI18n } from '@storefront/testing/ui-strings';
import { PlaceForm } from '@storefront/testing/PlaceForm';

const BRAND = 'sunsea.localhost';

beforeAll(async () => {
  await initTestI18n('en');
  await signInAs(BRAND);
});

describe('LocationCombobox (against the sandbox)', () => {
  it('offers the places the backend finds for what is typed, and picks one by keyboard', async () => {
    const user = userEvent.setup();
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={null} onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.type(input, 'Mad');
    const option = await screen.findByRole('option', { name: /Madrid/ });
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(seen.at(-1)).toMatchObject({
      code: expect.stringMatching(/^MAD$/i),
      name: expect.stringMatching(/Madrid/),
    });
    expect(input).toHaveValue(seen.at(-1)?.name);
  });

  it('offers no place found for an earlier text while the answer for what was typed is on its way', async () => {
    const user = userEvent.setup();
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={null} onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await user.click(input);
    // the places offered before anything is typed
    const top = await screen.findAllByRole('option');
    const stale = top.filter((option) => !/mad/i.test(option.textContent ?? ''));
    expect(stale.length).toBeGreaterThan(0);

    // the backend slow to answer what comes next
    await injectFault({ call: 'Locations/Search', kind: 'LATENCY', latencyMs: 1500, brand: BRAND });
    let typed = '';
    for (const letter of 'Mad') {
      await user.keyboard(letter);
      typed += letter;
      expect(input).toHaveValue(typed);
      // no option at all (the earlier ones are gone), and the list says what it looks for
      expect(screen.queryAllByRole('option')).toEqual([]);
      for (const option of stale) expect(option).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        `Searching for places matching “${typed}”…`,
      );
    }
    // a pick in that moment, by keyboard or by a click on what was listed, picks nothing
    await user.keyboard('{ArrowDown}{Enter}');
    for (const option of screen.queryAllByRole('option')) await user.click(option);
    expect(seen).toEqual([]);
    expect(input).toHaveValue('Mad');
    expect(screen.getByRole('status')).toHaveTextContent('Searching for places matching “Mad”…');

    // the answer for what was typed: only its places, the status quiet
    await screen.findByRole('option', { name: /Madrid/ }, { timeout: 5_000 });
    for (const option of screen.getAllByRole('option')) expect(option.textContent).toMatch(/mad/i);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('names a place that arrived from the URL as a bare code', async () => {
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={{ code: 'pmi', name: 'pmi' }} onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    await screen.findByDisplayValue(/Palma/);
    expect(input).toHaveValue(seen.at(-1)?.name);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<PlaceForm initial={null} onValue={() => undefined} />);
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'Qqqqzzz');
    expect(await screen.findByText('No places match. Try another name.')).toBeInTheDocument();
  });
  it('says which place from the URL it could not find, on the field, until the shopper types', async () => {
    const user = userEvent.setup();
    const seen: PlaceValue[] = [];
    render(<PlaceForm initial={{ code: 'nope', name: 'nope' }} onValue={(v) => seen.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Destination' });
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent(
      "We couldn't find “nope” from this link among the places for this search. Choose one from the list.",
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message.textContent ?? '');
    // what the link held stays in the field
    expect(input).toHaveValue('nope');
    expect(seen).toEqual([]);
    await user.type(input, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
