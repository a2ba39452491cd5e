/** @jest-environment node */
import { callKey } from './early-calls';
import { serverEarlyStart } from './server-state';
import { STATE } from '../testing/server-state';

describe('the early start of a page rendered on the server', () => {
  it("answers the start-up's calls and files once each, and sends the rest to the network", async () => {
    const network = jest.fn((url: string) => Promise.resolve(new Response(`fetched ${url}`)));
    const early = serverEarlyStart(STATE, callKey, network, {
      environment: '/environment.json',
      manifest: '/remotes.manifest.json',
    });
    const flags = await early.takeEarlyAnswer(
      'post',
      '/api/services/app/FeatureToogle/FlagProviderList',
      undefined,
    );
    expect(await (await flags!.response).json()).toEqual({
      result: { toggles: [] },
      success: true,
    });
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
