/**
 * The shell's start-up modules load neither zod nor the start-up calls' modules: a page rendered
 * on the server, which came with their answers, has no use for them. A start-up call made (a
 * page rendered in the browser) loads them, and its answer is checked as before.
 */
let mockZodLoads = 0;
jest.mock('zod/mini', () => {
  mockZodLoads += 1;
  return jest.requireActual('zod/mini');
});

function earlyAnswer(body: unknown): Response {
  const text = JSON.stringify(body);
  return { status: 200, text: () => Promise.resolve(text) } as unknown as Response;
}

test('the API client and the start-up, sign-on and language modules load no zod', async () => {
  await import('@storefront/shared/api/client');
  await import('./start-up-queries');
  await import('../features/sign-on/sign-on');
  await import('../features/brand/content-language');
  expect(mockZodLoads).toBe(0);
});

test('a start-up call made loads its module and zod, and checks its answer', async () => {
  const { adoptEarlyAnswers } = await import('@storefront/shared/api/client');
  const { flagsQuery } = await import('./start-up-queries');
  adoptEarlyAnswers(() =>
    Promise.resolve({
      response: Promise.resolve(
        earlyAnswer({
          result: { toggles: [{ name: 'travel.maintenance_mode', enabled: 'yes' }] },
          success: true,
          error: null,
        }),
      ),
    }),
  );
  try {
    // a flag whose state is not a boolean: the answer is not what the call expects
    await expect(flagsQuery().queryFn()).rejects.toMatchObject({ code: 'MALFORMED_RESPONSE' });
  } finally {
    adoptEarlyAnswers(null);
  }
  expect(mockZodLoads).toBe(1);
});
