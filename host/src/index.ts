// The start-up's files and calls went out with early.js (lib/early-start.ts), before this file.
// The async boundary federation needs: shared singletons resolve before the app's code runs.
import(/* webpackChunkName: "shell" */ './bootstrap');
