/** @jest-environment node */
import { serverEarlyStart } from './server-state';
import { STATE } from '../testing/server-state';

describe('the early start of a page rendered on the server', () => {
  it('answers the start-up files once each, and sends the rest and every call to the network', async () => {
    const network = jest.fn((url: string) => Promise.resolve(new Response(`fetched ${url}`)));
    const early = serverEarlyStart(STATE, network, {
      environment: '/environment.json',
      manifest: '/remotes.manifest.json',
    });
    // the start-up's calls are answered by the page's queries, not here
    expect(
      await early.takeEarlyAnswer('POST', '/api/services/app/FeatureToogle/FlagProviderList', null),
    ).toBeUndefined();
    expect(await (await early.fetchStartUpFile('/environment.json')).json()).toEqual({
      environment: 'local',
    });
    expect(await (await early.fetchStartUpFile('/environment.json')).text()).toBe(
      'fetched /environment.json',
    );
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe("the page's start-up files", () => {
  const files = { environment: '/environment.json', manifest: '/remotes.manifest.json' };

  it('each come in a task of their own, as answers from the network would', async () => {
    const early = serverEarlyStart(STATE, jest.fn(), files);
    const came: string[] = [];
    void early.fetchStartUpFile('/environment.json').then(() => came.push('environment'));
    void early.fetchStartUpFile('/remotes.manifest.json').then(() => came.push('manifest'));
    // every promise already settled has run its callbacks by now
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(came).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(came.sort()).toEqual(['environment', 'manifest']);
  });

  it('say which start-up files the render server checked: those it carries, until taken', async () => {
    const early = serverEarlyStart(
      STATE,
      jest.fn(() => Promise.resolve(new Response())),
      files,
    );
    expect(early.checkedByServer('/remotes.manifest.json')).toBe(true);
    expect(early.checkedByServer('/other.json')).toBe(false);
    await early.fetchStartUpFile('/remotes.manifest.json');
    expect(early.checkedByServer('/remotes.manifest.json')).toBe(false);
  });
});
