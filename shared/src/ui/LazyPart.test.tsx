import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPart } from './LazyPart';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

const failed = (retry: () => void) => (
  <div role="alert">
    The part could not load.
    <button type="button" onClick={retry}>
      Try again
    </button>
  </div>
);

describe('LazyPart', () => {
  it('shows the pending content until the part has arrived, then the part with its props', async () => {
    let arrive!: () => void;
    const load = () =>
      new Promise<{ default: typeof Greeting }>((resolve) => {
        arrive = () => resolve({ default: Greeting });
      });
    render(
      <LazyPart load={load} props={{ name: 'Ana' }} pending={<p>Loading…</p>} failed={failed} />,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('once arrived, shows the part at once when mounted again (a new search, another page)', async () => {
    const load = jest.fn(async () => ({ default: Greeting }));
    const part = (name: string) => (
      <LazyPart load={load} props={{ name }} pending={<p>Loading…</p>} failed={failed} />
    );
    const { unmount } = render(part('Ana'));
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    unmount();
    render(part('Bea'));
    expect(screen.getByText('Hello, Bea')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('says so when the download fails, and downloads again when asked', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest
      .fn<Promise<{ default: typeof Greeting }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError: Loading chunk 1616 failed'))
      .mockResolvedValue({ default: Greeting });
    render(
      <LazyPart load={load} props={{ name: 'Ana' }} pending={<p>Loading…</p>} failed={failed} />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The part could not load.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello, Ana')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
