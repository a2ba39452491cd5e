/**
 * A fetch with a deadline, read within it, whose timer ends with the answer. (`AbortSignal.timeout`
 * keeps its timer to the end of its time whatever the answer did, and a timer made during a
 * render holds that render's request, its page and its answers: thousands of them under load.)
 */
export async function fetchWithin<T>(
  input: string | URL,
  init: RequestInit,
  timeoutMs: number,
  read: (answer: Response) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
    timeoutMs,
  );
  try {
    return await read(await fetch(input, { ...init, signal: controller.signal }));
  } finally {
    clearTimeout(timer);
  }
}
