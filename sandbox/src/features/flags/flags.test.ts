import { FLAGS } from '../../../../shared/src/domain/contract';
import { createHarness, type Harness } from '../../testing/harness';

type Toggles = { toggles: { name: string; enabled: boolean }[] };

describe('feature toggles', () => {
  let sandbox: Harness;
  beforeAll(async () => {
    sandbox = await createHarness();
  });
  afterAll(() => sandbox.close());

  const togglesOf = async (domain: string) => {
    const token = await sandbox.signIn(domain);
    const { toggles } = await sandbox.result<Toggles>('POST', 'FeatureToogle/FlagProviderList', {
      token,
    });
    return Object.fromEntries(toggles.map((toggle) => [toggle.name, toggle.enabled]));
  };

  it('lists every contract flag for the brand of the token', async () => {
    expect(Object.keys(await togglesOf('sunsea.localhost')).sort()).toEqual(
      Object.values(FLAGS).sort(),
    );
    expect(Object.values(await togglesOf('sunsea.localhost')).every((enabled) => !enabled)).toBe(
      true,
    );
  });

  it('turns maintenance on for closed.localhost and the tag manager on for lastminute.localhost', async () => {
    expect(await togglesOf('closed.localhost')).toMatchObject({
      [FLAGS.maintenance]: true,
      [FLAGS.tealium]: false,
    });
    expect(await togglesOf('lastminute.localhost')).toMatchObject({
      [FLAGS.tealium]: true,
      [FLAGS.maintenance]: false,
    });
  });

  it('answers IsFeatureEnabled for one flag and lists the known toggles', async () => {
    const token = await sandbox.signIn('closed.localhost');
    const enabled = (featureName: string) =>
      sandbox.result<boolean>('POST', 'FeatureToogle/IsFeatureEnabled', {
        token,
        query: { featureName },
      });
    expect(await enabled(FLAGS.maintenance)).toBe(true);
    expect(await enabled(FLAGS.tealium)).toBe(false);
    expect(await enabled('no.such.flag')).toBe(false);
    const known = await sandbox.result<{ toggles: { name: string }[] }>(
      'POST',
      'FeatureToogle/ListKnowToggles',
      { token },
    );
    expect(known.toggles.map((toggle) => toggle.name)).toEqual(Object.values(FLAGS));
  });
});
