import { intlWarmUps, warmIntl } from './warm-intl';

/** A window whose idle callbacks (or tasks) run only when the test says. */
function idleWindow(withIdle: boolean) {
  const pending: Array<() => void> = [];
  const win = {
    setTimeout: ((callback: () => void) => {
      pending.push(callback);
      return pending.length;
    }) as unknown as Window['setTimeout'],
    ...(withIdle
      ? {
          requestIdleCallback: ((callback: () => void) => {
            pending.push(callback);
            return pending.length;
          }) as unknown as Window['requestIdleCallback'],
        }
      : {}),
  };
  return { win, pending };
}

describe('warming Intl while the page waits for its code', () => {
  it('builds one formatter of each kind the screens use, in the page language', () => {
    expect(intlWarmUps('es').map((warm) => warm())).toEqual([
      expect.stringMatching(/^24.+31 ene$/),
      expect.stringMatching(/^1,00\s€$/),
      'other',
      '1 y 2',
    ]);
  });

  it.each([true, false])(
    'builds them one an idle moment, never all in one task (idle callbacks: %s)',
    (withIdle) => {
      const built = jest.spyOn(Intl, 'DateTimeFormat');
      const { win, pending } = idleWindow(withIdle);
      warmIntl('es', win);
      expect(built).not.toHaveBeenCalled();
      let moments = 0;
      while (pending.length > 0) {
        expect(pending).toHaveLength(1);
        pending.shift()?.();
        moments += 1;
      }
      expect(moments).toBe(intlWarmUps('es').length);
      expect(built).toHaveBeenCalledTimes(1);
      built.mockRestore();
    },
  );

  it('goes on past a language this Intl does not know', () => {
    const { win, pending } = idleWindow(true);
    warmIntl('not a language', win);
    let moments = 0;
    while (pending.length > 0) {
      pending.shift()?.();
      moments += 1;
    }
    expect(moments).toBe(4);
  });
});
