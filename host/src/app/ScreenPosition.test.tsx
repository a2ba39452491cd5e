import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScreenPosition } from './ScreenPosition';

/** The page's scroll and height as the engine would report them; jsdom lays nothing out. */
let scrolled = 0;
let height = 5000;
const scrollTo = jest.fn((x: number, y: number) => {
  scrolled = y;
});

beforeAll(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrolled });
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    get: () => height,
  });
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
beforeEach(() => {
  scrolled = 0;
  height = 5000;
  scrollTo.mockClear();
  sessionStorage.clear();
});

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function renderShop() {
  render(
    <MemoryRouter initialEntries={['/H?destination=pmi']}>
      <ScreenPosition />
      <Routes>
        <Route
          path="/H"
          element={
            <main>
              <h1>Hotels</h1>
              <Link to="/hotel-detail">Hotel Cala</Link>
            </main>
          }
        />
        <Route
          path="/hotel-detail"
          element={
            <main>
              <h1>Hotel Cala</h1>
              <BackButton />
            </main>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

test('Back returns to where the list was, though its scroll reached the page only after the link was followed', async () => {
  const user = userEvent.setup();
  renderShop();
  // the shopper is down the list; the engine has not yet told the page (no scroll event)
  scrolled = 3574;
  await user.click(screen.getByRole('link', { name: 'Hotel Cala' }));
  expect(screen.getByRole('heading', { name: 'Hotel Cala' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  // the late event arrives now, with the hotel's position
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('heading', { name: 'Hotels' })).toBeInTheDocument();
  expect(scrollTo).toHaveBeenLastCalledWith(0, 3574);
  expect(window.scrollY).toBe(3574);
});

test('a restoration waits for the list to be tall enough, on a timer when the engine gives no frame', async () => {
  const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  jest.useFakeTimers();
  try {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderShop();
    scrolled = 2400;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('link', { name: 'Hotel Cala' }));
    // Back to a list that has not arrived yet: too short for its place
    height = 900;
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(250);
    });
    expect(scrollTo).not.toHaveBeenCalled();
    // the list arrives; no frame comes, the timer finds it
    height = 5000;
    act(() => {
      jest.advanceTimersByTime(150);
    });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
  } finally {
    jest.useRealTimers();
    frames.mockRestore();
  }
});
