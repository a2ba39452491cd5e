import { startEarlyCalls } from './lib/early-calls';
import { fetchStartUpFilesEarly } from './lib/early-fetch';

// the start-up's files and calls go out now, beside the download of the shell's libraries
startEarlyCalls(fetchStartUpFilesEarly());
// The async boundary federation needs: shared singletons resolve before the app's code runs.
import(/* webpackChunkName: "shell" */ './bootstrap');
