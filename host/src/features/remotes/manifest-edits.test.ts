/**
 * @jest-environment node
 */
import { addVersion, EditError, remoteName } from './manifest-edits';

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
