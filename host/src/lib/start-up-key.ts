/**
 * The first part of the start-up's query keys (lib/start-up-queries.ts), in a module of its own:
 * the entry reads it without taking in the API client and its schemas, which run in the
 * start-up's task (app/shell-start.ts).
 */
export const START_UP_KEY = 'start-up';
