/**
 * Where this remote's files are served from: webpack's public path, resolved at runtime from the
 * remote's own origin, so no origin is fixed in code. Its translations live under it.
 * (Outside webpack, in jest, there is none: '/'.)
 */
export function remoteBaseUrl(): string {
  return typeof __webpack_public_path__ === 'string' && __webpack_public_path__
    ? __webpack_public_path__
    : '/';
}
