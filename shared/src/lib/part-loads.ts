/**
 * The code of screen parts on its way (`LazyPart`): a page rendered on the server hydrates a
 * lazily loaded part only once its code has come, and a button pressed there before then is
 * pressed again only after that (host/src/lib/early-input.ts). One list for the page: this
 * module is part of the shared singleton.
 */
const loading = new Set<Promise<unknown>>();

/** Notes a part's code on its way until it has come (or failed). */
export function notePartLoad<T>(load: Promise<T>): Promise<T> {
  loading.add(load);
  const done = () => void loading.delete(load);
  load.then(done, done);
  return load;
}

/** Once every part's code on its way, and any asked for meanwhile, has come or failed. */
export async function partsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading]);
}

/** Whether some part's code is on its way now. */
export function partsOnTheirWay(): boolean {
  return loading.size > 0;
}
