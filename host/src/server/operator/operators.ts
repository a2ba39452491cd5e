// The operators file's lines (host/server/render/operator/operators.ts) at the path
// `pnpm remotes operator` loads them from (scripts/remotes.mjs); nothing of the page imports it.
// eslint-disable-next-line import-x/no-restricted-paths -- a Node command's entry, not page code
export { operatorLine, withOperatorLine } from '../../../server/render/operator/operators';
