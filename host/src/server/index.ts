// The render server's entry (scripts/serve-static.mjs --render): the async boundary federation
// needs, so the shared singletons resolve before the renderer's code runs.
import type { RendererOptions } from './render';

export async function createRenderer(options: RendererOptions) {
  const { createRenderer: create } = await import('./render');
  return create(options);
}
