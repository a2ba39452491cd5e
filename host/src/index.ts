import { fetchStartUpFilesEarly } from './lib/early-fetch';

fetchStartUpFilesEarly();
// The async boundary federation needs: shared singletons resolve before the app's code runs.
import(/* webpackChunkName: "shell" */ './bootstrap');
