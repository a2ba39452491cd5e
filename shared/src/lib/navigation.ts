/**
 * A screen's own step forward that keeps its address's path (a checkout step to the next)
 * navigates with this state, so the shell opens it as a new screen: at its top, with focus on its
 * main heading. A link to another path is a new screen without it.
 */
export const NEW_SCREEN = { newScreen: true } as const;

export function isNewScreenState(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { newScreen?: unknown }).newScreen === true
  );
}
