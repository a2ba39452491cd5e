import { useRef, useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@storefront/shared/i18n';
import { ResultsSheet } from './ResultsSheet';
import { initTestI18n } from '@storefront/testing/ui-strings';

/**
 * jsdom has <dialog> without its modal methods: the browser's part (the page behind made inert,
 * Escape) is the e2e's to check; here, what the sheet itself does with focus and its state.
 */
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  return initTestI18n('en');
});
afterAll(() => {
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'showModal');
  Reflect.deleteProperty(HTMLDialogElement.prototype, 'close');
});

function Screen({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(124);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Filters · {count} stays
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from the screen
      </button>
      <ResultsSheet
        id="filters"
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Filter stays"
        showLabel={`Show ${count} stays`}
        opener={opener}
      >
        <label>
          <input type="checkbox" onChange={() => setCount(12)} /> Free cancellation
        </label>
      </ResultsSheet>
    </I18nextProvider>
  );
}

describe('ResultsSheet', () => {
  it('opens as a modal dialog named by its title, with focus on its close button', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filters · 124 stays' }));
    const sheet = screen.getByRole('dialog', { name: 'Filter stays' });
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveAttribute('id', 'filters');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    // the page behind is held still (results-phone.css) while the sheet is open
    expect(document.documentElement).toHaveClass('sf-sheet-open');
  });

  it('updates its show-results button as a filter changes the count', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Filters · 124 stays' }));
    const show = screen.getByRole('button', { name: 'Show 124 stays' });
    await user.click(screen.getByRole('checkbox', { name: 'Free cancellation' }));
    expect(show).toHaveTextContent('Show 12 stays');
  });

  it.each(['Close', 'Show 124 stays'])(
    'closed by its “%s” button, tells the screen and gives focus back to the opening button',
    async (name) => {
      const user = userEvent.setup();
      const onClose = jest.fn();
      render(<Screen onClose={onClose} />);
      const opener = screen.getByRole('button', { name: 'Filters · 124 stays' });
      await user.click(opener);
      await user.click(screen.getByRole('button', { name }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(onClose).toHaveBeenCalledTimes(1);
      expect(opener).toHaveFocus();
      expect(document.documentElement).not.toHaveClass('sf-sheet-open');
    },
  );

  it('closed by the screen, gives focus back to the opening button too', async () => {
    render(<Screen />);
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Filters · 124 stays' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close from the screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('sf-sheet-open');
  });

  it('taken off the page while open, lets the page scroll again', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Filters · 124 stays' }));
    expect(document.documentElement).toHaveClass('sf-sheet-open');
    unmount();
    expect(document.documentElement).not.toHaveClass('sf-sheet-open');
  });
});
