/**
 * @jest-environment node
 */
import { addVersion, canary, dropDefault, EditError, remoteName } from './manifest-edits';

const entry = (remote: string, version: string) =>
  `https://cdn.example/${remote}/${version}/mf-manifest.json`;
const routes = [{ path: '/deals', expose: './DealsScreen', callsAsShown: true }];

describe('manifest edits', () => {
  it('knows the declared remotes by name, and no other', () => {
    expect(remoteName('deals')).toBe('deals');
    expect(() => remoteName('payments')).toThrow(EditError);
    expect(() => remoteName('payments')).toThrow(
      /"payments" is not a remote \(search, flights, cart, deals\)/,
    );
  });

  it('lists a declared remote the manifest does not have yet with no default: served nowhere until a pin or the default names it', () => {
    const manifest = { remotes: {}, brands: {} };
    const edit = addVersion(manifest, 'deals', '1.0.0', { entry: entry('deals', '1.0.0'), routes });
    expect(edit.manifest.remotes).toEqual({
      deals: {
        versions: { '1.0.0': { entry: entry('deals', '1.0.0'), routes } },
      },
    });
    expect(edit.summary).toBe(
      'deals: added 1.0.0 (/deals), new to the manifest: served where a pin or the default names it',
    );
    expect(manifest.remotes).toEqual({});
  });
});

describe('a remote without a default', () => {
  const manifest = {
    remotes: {
      deals: {
        versions: { '1.0.0': { entry: entry('deals', '1.0.0'), routes } },
        default: '1.0.0',
      },
    },
    brands: {},
  };

  it('is what dropping the default leaves: served only where a brand pins it', () => {
    const edit = dropDefault(manifest, 'deals');
    expect(edit.manifest.remotes).toEqual({
      deals: { versions: { '1.0.0': { entry: entry('deals', '1.0.0'), routes } } },
    });
    expect(edit.summary).toBe('deals: default 1.0.0 removed (served only where a brand pins it)');
    expect(() => dropDefault(edit.manifest, 'deals')).toThrow('deals has no default');
  });

  it('starts no canary until it serves a version', () => {
    const none = dropDefault(manifest, 'deals').manifest;
    expect(() => canary(none, { remote: 'deals' }, { next: '1.0.0', percent: 10 })).toThrow(
      /serves no version to start a canary from/,
    );
  });
});
