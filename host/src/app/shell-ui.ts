/**
 * What the shell renders with: its screens' frame (App) and React's DOM renderer. The shell's
 * entry (bootstrap.tsx) takes them in a task after the start-up's code (shell-start.ts), the last
 * of the shell's three short tasks; the start-up's first steps go meanwhile.
 */
export { createRoot, hydrateRoot } from 'react-dom/client';
export { App } from './App';
export { HydratingScreens, UnavailableScreens } from '../features/remotes/RemoteScreen';
