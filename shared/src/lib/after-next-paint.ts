/**
 * Runs `task` once the browser has painted the next frame: after what was just committed is on
 * the screen, not before. (A tab in the background paints no frames; callers that must run
 * regardless add their own fallback.)
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => void setTimeout(task, 0));
}
