import { createHash } from 'node:crypto';
import { matchesIntegrity } from './checked-entries';

const sri = (algorithm: string, code: string) =>
  `${algorithm}-${createHash(algorithm).update(code, 'utf8').digest('base64')}`;

describe('a server entry against its serverIntegrity', () => {
  const code = 'module.exports = { get() {}, init() {} };';

  it.each(['sha256', 'sha384', 'sha512'])('matches its own %s digest', (algorithm) => {
    expect(matchesIntegrity(code, sri(algorithm, code))).toBe(true);
  });

  it('refuses other bytes, another digest, and values that are no SRI', () => {
    expect(matchesIntegrity(`${code} `, sri('sha384', code))).toBe(false);
    expect(matchesIntegrity(code, `sha384-${'A'.repeat(64)}`)).toBe(false);
    expect(matchesIntegrity(code, 'md5-abc')).toBe(false);
    expect(matchesIntegrity(code, '')).toBe(false);
  });
});
