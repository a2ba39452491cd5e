// The render function's entry (host/dist/server/render.js, which host/server/main.mjs --render
// loads): the async boundary federation needs, so the shared singletons resolve before the
// renderer's code runs.
import type { RendererOptions } from './render';
import type { OperatorPagesOptions } from './operator';

export async function createRenderer(options: RendererOptions) {
  const { createRenderer: create } = await import('./render');
  return create(options);
}

/** The operator dashboard's pages (loaded only by a render server given an operators file). */
export async function createOperatorPages(options: OperatorPagesOptions) {
  const { createOperatorPages: create } = await import('./operator');
  return create(options);
}
