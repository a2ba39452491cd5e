// jsdom has no TextEncoder/TextDecoder, which react-router reads when it loads: Node's own.
const util = require('node:util');

globalThis.TextEncoder ??= util.TextEncoder;
globalThis.TextDecoder ??= util.TextDecoder;
// jsdom does not scroll
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
