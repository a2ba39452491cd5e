// jsdom lacks TextEncoder and TextDecoder, which react-router reads when it loads.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
