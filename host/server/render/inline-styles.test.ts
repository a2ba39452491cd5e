/**
 * @jest-environment node
 */
import { styleTags } from './inline-styles';

afterEach(() => jest.restoreAllMocks());

describe("a remote screen's stylesheets in the page's head", () => {
  it('writes a stylesheet it can read, named for the runtime by a disabled link of its address', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('.a{color:red}</style>'));
    const html = await styleTags(['http://remote.test/1/a.css'], 1000);
    expect(html).toBe(
      '<style data-href="http://remote.test/1/a.css">.a{color:red}<\\/style></style>' +
        '<link rel="stylesheet" href="http://remote.test/1/a.css" disabled>',
    );
  });

  it('links a stylesheet it cannot read, and asks again for the next page', async () => {
    const fetched = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response('', { status: 503 }));
    const href = 'http://remote.test/1/b.css';
    expect(await styleTags([href], 1000)).toBe(`<link rel="stylesheet" href="${href}">`);
    expect(await styleTags([href], 1000)).toBe(`<link rel="stylesheet" href="${href}">`);
    expect(fetched).toHaveBeenCalledTimes(2);
  });
});
