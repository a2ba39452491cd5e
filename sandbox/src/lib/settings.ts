/** Settings a test may change at runtime through POST /__sandbox/config. */
export type SandboxSettings = { cartTtlSeconds: number };
