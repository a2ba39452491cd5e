/** Session replay, loaded only by a page that records one (error-reporting.ts). */
export { replayIntegration } from '@sentry/replay';
