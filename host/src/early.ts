/**
 * `early.js`: the start-up's files and calls, asked for while main.js and the shell's libraries
 * are still downloading (lib/early-start.ts says how the shell takes them), and a connection to
 * the first screen's remote (lib/early-remotes.ts).
 */
import { startEarlyCalls, takeEarlyAnswer } from './lib/early-calls';
import { fetchStartUpFile, fetchStartUpFilesEarly } from './lib/early-fetch';
import { publishEarlyStart } from './lib/early-start';
import { preconnectFirstRemote } from './lib/early-remotes';

const { environment, manifest } = fetchStartUpFilesEarly();
startEarlyCalls(environment);
void preconnectFirstRemote(manifest);
publishEarlyStart({ takeEarlyAnswer, fetchStartUpFile });
