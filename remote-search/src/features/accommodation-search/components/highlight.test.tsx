import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createHighlight,
  HighlightItem,
  HighlightProvider,
  useHighlight,
  useHighlightedId,
  useIsHighlighted,
} from './highlight';

describe('createHighlight', () => {
  it('holds one stay at a time and tells its listeners of each change', () => {
    const highlight = createHighlight();
    const listener = jest.fn();
    const stop = highlight.subscribe(listener);
    highlight.show('a');
    highlight.show('a');
    expect(highlight.current()).toBe('a');
    expect(listener).toHaveBeenCalledTimes(1);
    highlight.show('b');
    expect(highlight.current()).toBe('b');
    stop();
    highlight.show('c');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends a highlight only for the stay that has it', () => {
    const highlight = createHighlight();
    highlight.show('b');
    // the pointer left card a after it had already reached card b
    highlight.hide('a');
    expect(highlight.current()).toBe('b');
    highlight.hide('b');
    expect(highlight.current()).toBeNull();
  });
});

/** A stand-in for a map pin: shows whether its stay is highlighted, and highlights it on focus. */
function Pin({ id }: { id: string }) {
  const highlight = useHighlight();
  const on = useIsHighlighted(id);
  return (
    <button type="button" onFocus={() => highlight.show(id)} onBlur={() => highlight.hide(id)}>
      {`pin ${id}${on ? ' (highlighted)' : ''}`}
    </button>
  );
}

function Current() {
  return <output aria-label="highlighted">{useHighlightedId() ?? 'none'}</output>;
}

function Results() {
  return (
    <HighlightProvider>
      <ul>
        {['a', 'b'].map((id) => (
          <HighlightItem key={id} id={id}>
            {(highlighted) => (
              <article aria-label={`card ${id}`} data-highlighted={highlighted}>
                <a href={`#${id}-name`}>{`name ${id}`}</a> <a href={`#${id}-price`}>price</a>
              </article>
            )}
          </HighlightItem>
        ))}
      </ul>
      <Pin id="a" />
      <Pin id="b" />
      <Current />
    </HighlightProvider>
  );
}

describe('HighlightItem', () => {
  it('highlights the pin of the card under the pointer, and no pin once it leaves', async () => {
    const user = userEvent.setup();
    render(<Results />);
    await user.hover(screen.getByRole('article', { name: 'card b' }));
    expect(screen.getByRole('button', { name: 'pin b (highlighted)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'pin a' })).toBeInTheDocument();
    await user.unhover(screen.getByRole('article', { name: 'card b' }));
    expect(screen.getByRole('status', { name: 'highlighted' })).toHaveTextContent('none');
  });

  it('keeps a card highlighted while the focus moves between its links, not after it leaves', async () => {
    const user = userEvent.setup();
    render(<Results />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'pin a (highlighted)' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('article', { name: 'card a' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    await user.tab();
    expect(screen.getByRole('article', { name: 'card a' })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
    expect(screen.getByRole('article', { name: 'card b' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
  });

  it('highlights the card of the pin that has the focus', async () => {
    const user = userEvent.setup();
    render(<Results />);
    act(() => screen.getByRole('button', { name: 'pin b' }).focus());
    expect(screen.getByRole('article', { name: 'card b' })).toHaveAttribute(
      'data-highlighted',
      'true',
    );
    expect(screen.getByRole('article', { name: 'card a' })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
    await user.tab();
    expect(screen.getByRole('article', { name: 'card b' })).toHaveAttribute(
      'data-highlighted',
      'false',
    );
  });
});
