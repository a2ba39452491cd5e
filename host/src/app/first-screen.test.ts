import type * as FirstScreen from './first-screen';

type FirstScreenModule = typeof FirstScreen;

/** A fresh copy of the module (its state is the page's), with fake timers and frames. */
function freshModule(): FirstScreenModule {
  let mod: FirstScreenModule | undefined;
  jest.isolateModules(() => {
    mod = jest.requireActual<FirstScreenModule>('./first-screen');
  });
  return mod!;
}

function settled(promise: Promise<void>): () => boolean {
  let done = false;
  void promise.then(() => (done = true));
  return () => done;
}

beforeEach(() => {
  jest.useFakeTimers();
  // a frame every 16 ms, as a visible tab paints
  jest
    .spyOn(window, 'requestAnimationFrame')
    .mockImplementation((cb) => window.setTimeout(() => cb(performance.now()), 16));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('settles after the frame that shows the first screen, not before', async () => {
  const { firstScreen, firstScreenShown } = freshModule();
  const isSettled = settled(firstScreen);
  await jest.advanceTimersByTimeAsync(5000);
  expect(isSettled()).toBe(false);
  firstScreenShown();
  await jest.advanceTimersByTimeAsync(0);
  expect(isSettled()).toBe(false);
  await jest.advanceTimersByTimeAsync(17);
  expect(isSettled()).toBe(true);
});

test('a first screen that never shows holds nothing back after the time-out', async () => {
  const { firstScreen, FIRST_SCREEN_TIMEOUT_MS } = freshModule();
  const isSettled = settled(firstScreen);
  await jest.advanceTimersByTimeAsync(FIRST_SCREEN_TIMEOUT_MS - 1);
  expect(isSettled()).toBe(false);
  await jest.advanceTimersByTimeAsync(100);
  expect(isSettled()).toBe(true);
});

test('in a background tab, which paints no frames, it settles all the same', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const { firstScreen, firstScreenShown } = freshModule();
  const isSettled = settled(firstScreen);
  firstScreenShown();
  await jest.advanceTimersByTimeAsync(500);
  expect(isSettled()).toBe(false);
  await jest.advanceTimersByTimeAsync(1000);
  expect(isSettled()).toBe(true);
});

test('work after the first screen waits its delay from the moment the screen is shown', async () => {
  const { afterFirstScreen, firstScreenShown } = freshModule();
  const isSettled = settled(afterFirstScreen(3000));
  await jest.advanceTimersByTimeAsync(4000);
  expect(isSettled()).toBe(false);
  firstScreenShown();
  await jest.advanceTimersByTimeAsync(17 + 2990);
  expect(isSettled()).toBe(false);
  await jest.advanceTimersByTimeAsync(20);
  expect(isSettled()).toBe(true);
});
