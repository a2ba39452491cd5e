// jsdom lacks TextEncoder and TextDecoder, which react-router reads when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
// jsdom does not scroll (a test file may ask for the node environment, with no DOM at all)
if (typeof Element !== 'undefined')
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
