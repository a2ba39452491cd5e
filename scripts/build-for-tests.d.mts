/** Builds what the e2e stacks serve, where its inputs changed (scripts/build-for-tests.mjs). */
export function buildForTests(): void;
