// jsdom lacks TextEncoder and TextDecoder, which react-router reads when it loads (the shell's
// pages that link within the app).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
