/**
 * `early.js`: the start-up's files and calls, asked for while main.js and the shell's libraries
 * are still downloading (lib/early-start.ts says how the shell takes them), and a connection to
 * the first screen's remote (lib/early-remotes.ts); Intl's locale data, loaded meanwhile
 * (lib/warm-intl.ts).
 */
import { startEarlyCalls, startEarlySignOn, takeEarlyAnswer } from './lib/early-calls';
import {
  ENVIRONMENT_URL,
  MANIFEST_URL,
  fetchStartUpFile,
  fetchStartUpFilesEarly,
} from './lib/early-fetch';
import { publishEarlyStart } from './lib/early-start';
import { preconnectFirstRemote } from './lib/early-remotes';
import { readServerState, serverEarlyStart } from './lib/server-state';
import { isPageCode, loadPageCode } from './lib/page-code';
import { noteEarlyInput } from './lib/early-input';
import { trackEarlyClick } from './lib/early-clicks';
import { warmIntl } from './lib/warm-intl';

// a page rendered on the server carries the start-up's files and the answers of its calls (its
// queries): nothing to ask for
const serverState = readServerState();
if (serverState) {
  // a page rendered for every visitor alike came without a session: a new visitor's is asked for
  // now, beside the page's code
  if (serverState.canaryArms !== undefined)
    startEarlySignOn((serverState.environment as { brandDomain?: unknown } | null)?.brandDomain);
  publishEarlyStart(
    serverEarlyStart(
      serverState,
      fetchStartUpFile,
      { environment: ENVIRONMENT_URL, manifest: MANIFEST_URL },
      takeEarlyAnswer,
    ),
  );
  // the shell's code, once the first screen has painted (a page rendered on the server has it
  // out of its head); a button pressed or a field changed before it has come is replayed once
  // it has
  // a tracked link clicked meanwhile is tracked here: the page it opens is rendered afresh
  noteEarlyInput(document, window, (target) => trackEarlyClick(target, serverState));
  if (isPageCode(serverState.code)) void loadPageCode(serverState.code);
} else {
  const { environment, manifest } = fetchStartUpFilesEarly();
  startEarlyCalls(environment);
  void preconnectFirstRemote(manifest);
  publishEarlyStart({ takeEarlyAnswer, fetchStartUpFile, checkedByServer: () => false });
}
// Intl's locale data loaded while the code is on its way, not as the screens first format
warmIntl(serverState?.language ?? document.documentElement.lang);
