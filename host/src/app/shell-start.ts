/**
 * The shell's start-up code: the start-up itself and the sign-on's session, with the API client
 * they bring (the start-up's calls and their schemas come only with a call: start-up-queries.ts).
 * The shell's entry (bootstrap.tsx) takes it in a task after its own modules have run, and the
 * shell's frame after it.
 */
export { startUp } from './startup';
export { keepServerSession } from '../features/sign-on/sign-on';

/** The shell's frame and React's DOM renderer (they use the start-up's modules, loaded here). */
export const loadShellUi = () => import(/* webpackChunkName: "shell-ui" */ './shell-ui');
