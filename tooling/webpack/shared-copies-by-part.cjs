// A remote's own copies of the @storefront/shared modules, grouped by the parts of its screens
// that need them. Each shared module is a singleton of its own, so each copy comes in a chunk of
// its own (its federation fallback), loaded when the module is first consumed: one small file
// each, with its own request and gzip overhead. One file for all of them suits a remote whose
// screens need the same modules (the flights remote); in a remote with a light screen (the
// search remote's landing) and heavy ones, the light one would load the heavy ones' copies.
//
// So the copies are grouped by the set of parts that reach them: an exposed screen, or a part of
// it its code loads on demand (`import()`, such as the results that come with the first search).
// A fallback's chunk group is not a part: its parents are followed up to the parts above it.
// Copies reached by the same parts share one file, which every one of those parts loads anyway.
const { createHash } = require('node:crypto');
const path = require('node:path');

const FALLBACK = 'consume-shared-module';
const EXPOSE = /^__federation_expose_/;

/** A chunk group made for a shared module's fallback, not for a part of a screen. */
function isFallbackGroup(group) {
  return group.origins.length > 0 && group.origins.every((o) => o.module?.type === FALLBACK);
}

/** Whether an exposed screen is the group or above it (not only the standalone bootstrap). */
function underAnExpose(group) {
  const seen = new Set();
  const queue = [group];
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    if (current.name && EXPOSE.test(current.name)) return true;
    queue.push(...current.parentsIterable);
  }
  return false;
}

/** A stable name for a part: its chunk name, or the modules and requests that load it. */
function partName(group, context) {
  if (group.name) return group.name;
  return group.origins
    .map(
      (o) => `${o.module?.resource ? path.relative(context, o.module.resource) : '?'}:${o.request}`,
    )
    .sort()
    .join('|');
}

/** The parts (exposed screens and their on-demand parts) at or above the chunk groups given. */
function partsAbove(groups, context) {
  const parts = new Set();
  const seen = new Set();
  const queue = [...groups];
  while (queue.length > 0) {
    const group = queue.pop();
    if (seen.has(group)) continue;
    seen.add(group);
    if (isFallbackGroup(group)) queue.push(...group.parentsIterable);
    else if (underAnExpose(group)) parts.add(partName(group, context));
  }
  return [...parts].sort();
}

/**
 * A splitChunks `name` for the shared copies: one name per set of parts that reach a module,
 * from every chunk the module is in (splitChunks also asks with subsets of them), and the
 * plugin that lends it the compilation's chunk graph. A module no exposed screen reaches (only
 * the standalone bootstrap) gets no name: it stays where it is.
 */
function sharedCopiesByPart(prefix, context, log) {
  const names = new Map();
  let chunkGraph = null;
  const plugin = {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('SharedCopiesByPart', (compilation) => {
        chunkGraph = compilation.chunkGraph;
      });
    },
  };
  const name = (module) => {
    const groups = [...chunkGraph.getModuleChunksIterable(module)].flatMap((chunk) => [
      ...chunk.groupsIterable,
    ]);
    const parts = partsAbove(groups, context);
    if (parts.length === 0) return undefined;
    const key = parts.join('\n');
    if (!names.has(key)) {
      names.set(key, `${prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`);
      if (log) log(`${names.get(key)}: ${parts.join(', ')}`);
    }
    return names.get(key);
  };
  return { name, plugin };
}

module.exports = { sharedCopiesByPart, partsAbove };
