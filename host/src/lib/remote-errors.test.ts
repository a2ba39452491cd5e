import { remoteOfStack, takeRemoteErrors, watchUncaughtRemoteErrors } from './remote-errors';

const REMOTES = [
  { name: 'search', entry: 'https://cdn.example/search/2.0.0/mf-manifest.json' },
  { name: 'deals', entry: 'https://cdn.example/deals/1.1.0/mf-manifest.json' },
  { name: 'cart', entry: 'http://127.0.0.1:4103/mf-manifest.json' },
];

describe("a remote's errors", () => {
  beforeEach(() => takeRemoteErrors());

  it("are the remote's whose entry folder a frame of the stack is in", () => {
    const stack = [
      'TypeError: x is undefined',
      '    at Card (https://cdn.example/deals/1.1.0/static/js/912.3f2a1b9c.js:1:2040)',
      '    at render (https://shop.example/static/js/main.0a1b2c3d.js:2:10)',
    ].join('\n');
    expect(remoteOfStack(stack, REMOTES)).toBe('deals');
    // Firefox and WebKit write frames as name@file
    expect(remoteOfStack('load@http://127.0.0.1:4103/static/js/7.js:3:1', REMOTES)).toBe('cart');
    // another version's folder, the shell's files, nothing at all
    expect(remoteOfStack('at f (https://cdn.example/deals/1.0.0/x.js:1:1)', REMOTES)).toBeNull();
    expect(remoteOfStack('at f (https://shop.example/static/js/main.js:1:1)', REMOTES)).toBeNull();
    expect(remoteOfStack(undefined, REMOTES)).toBeNull();
  });

  it("counts the unhandled rejections and uncaught errors from a remote's files, and only those", () => {
    const stop = watchUncaughtRemoteErrors(() => REMOTES);
    const rejection = (reason: unknown) => {
      const event = new Event('unhandledrejection');
      Object.assign(event, { reason });
      window.dispatchEvent(event);
    };
    const thrown = new Error('boom');
    thrown.stack = 'Error: boom\n    at f (https://cdn.example/search/2.0.0/static/js/1.js:1:1)';
    rejection(thrown);
    rejection('a string, no stack');
    const uncaught = new Event('error');
    Object.assign(uncaught, {
      error: null,
      filename: 'https://cdn.example/deals/1.1.0/static/js/2.js',
    });
    window.dispatchEvent(uncaught);
    stop();
    rejection(thrown);
    expect(takeRemoteErrors()).toEqual({
      search: { render: 0, load: 0, rejection: 1 },
      deals: { render: 0, load: 0, rejection: 1 },
    });
    expect(takeRemoteErrors()).toEqual({});
  });
});
