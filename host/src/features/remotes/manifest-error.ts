/** A manifest that is not what the host can read: the message names where and what is wrong. */
export class ManifestError extends Error {
  override name = 'ManifestError';
}
