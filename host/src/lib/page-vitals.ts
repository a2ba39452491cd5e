/**
 * The vitals library, in a chunk of its own that the page loads once its first screen is shown
 * (app/startup.ts): page-signals.ts measures with it from then on.
 */
export { onCLS, onINP, onLCP } from 'web-vitals';
