// A remote's server build finds its chunks beside its entry, wherever that version is published:
// the render server runs the entry with `__storefront_entry_folder__` set to the address of the
// entry's folder (host/server/render/checked-entries.ts), and this runtime plugin, evaluated once as
// the container starts, makes that folder the container's public path (webpack's
// `__webpack_public_path__`). So each version loaded in one process fetches its own chunks,
// whatever other version of the same remote is loaded beside it.
/* global __storefront_entry_folder__: readonly */
if (
  typeof __storefront_entry_folder__ === 'string' &&
  /^https?:\/\//.test(__storefront_entry_folder__)
) {
  // eslint-disable-next-line no-undef -- webpack's own variable: the container's public path
  __webpack_public_path__ = __storefront_entry_folder__;
}

export default function serverPublicPath() {
  return { name: 'storefront-server-public-path' };
}
