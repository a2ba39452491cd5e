/**
 * What the shell renders with: its screens' frame (App) and React's DOM renderer. The start-up
 * (bootstrap.tsx) takes them in a task after its own modules have run, so the shell's code runs
 * as two shorter tasks rather than one long one, and the start-up's first steps go meanwhile.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { App } from './App';
export { HydratingScreens } from '../features/remotes/RemoteScreen';
