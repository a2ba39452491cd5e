/**
 * The shell's calls (sign-on, flags, brand content) build their schemas when first used: a page
 * rendered on the server starts with their answers in its state and builds none of them.
 */
jest.mock('zod/mini', () => {
  const actual: Record<string, unknown> = jest.requireActual('zod/mini');
  const object = actual.object as (...args: unknown[]) => unknown;
  return { ...actual, object: jest.fn((...args: unknown[]) => object(...args)) };
});

/** How many object schemas have been built so far. */
const built = async () => ((await import('zod/mini')).object as jest.Mock).mock.calls.length;

it('loading the shell’s calls builds no schema; each call’s first answer builds its own', async () => {
  const start = await built();
  const content = await import('./content');
  const toggles = await import('./feature-toggles');
  await import('./token-auth');
  expect(await built()).toBe(start);

  const { signInAs, signOut } = await import('@storefront/testing/sandbox');
  await signInAs('lastminute.localhost');
  try {
    const afterSignOn = await built();
    expect(afterSignOn).toBeGreaterThan(start);
    await toggles.flagProviderList();
    const afterFlags = await built();
    expect(afterFlags).toBeGreaterThan(afterSignOn);
    await content.getBrandConfig('lastminute.localhost');
    expect(await built()).toBeGreaterThan(afterFlags);
  } finally {
    signOut();
  }
});
