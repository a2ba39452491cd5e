// The start-up's files and calls went out with early.js (lib/early-start.ts), before this file.
// The async boundary federation needs: shared singletons resolve before the app's code runs.
// In a task after this file's own: the federation runtime's set-up and the shared singletons'
// loading are two shorter tasks, not one long one (the shell's files are on their way already).
import { nextTask } from './lib/next-task';

void nextTask().then(() => import(/* webpackChunkName: "shell" */ './bootstrap'));
