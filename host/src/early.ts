/**
 * `early.js`: the start-up's files and calls, asked for while main.js and the shell's libraries
 * are still downloading (lib/early-start.ts says how the shell takes them).
 */
import { startEarlyCalls, takeEarlyAnswer } from './lib/early-calls';
import { fetchStartUpFile, fetchStartUpFilesEarly } from './lib/early-fetch';
import { publishEarlyStart } from './lib/early-start';

startEarlyCalls(fetchStartUpFilesEarly());
publishEarlyStart({ takeEarlyAnswer, fetchStartUpFile });
