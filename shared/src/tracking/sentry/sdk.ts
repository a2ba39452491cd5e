/**
 * The part of @sentry/react that error reporting uses, in one chunk loaded after start-up
 * (error-reporting.ts). Named re-exports, so the chunk keeps only these and what they need.
 */
export {
  addEventProcessor,
  addIntegration,
  browserTracingIntegration,
  captureException,
  captureMessage,
  getClient,
  init,
  setTags,
  startBrowserTracingNavigationSpan,
} from '@sentry/react';
