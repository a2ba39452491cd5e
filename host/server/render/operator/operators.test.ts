/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_HOURS, operatorLine, operatorSessions, withOperatorLine } from './operators';

const PASSPHRASE = 'correct horse battery staple';

async function operatorsFile(...names: string[]) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'operators-')), 'operators');
  let text = "# the dashboard's operators\n";
  for (const name of names) text = withOperatorLine(text, await operatorLine(name, PASSPHRASE));
  writeFileSync(file, text);
  return file;
}

describe('operators', () => {
  it('keeps a scrypt hash of the passphrase, never the passphrase', async () => {
    const line = await operatorLine('ana', PASSPHRASE);
    expect(line).toMatch(/^ana:scrypt:16384:8:1:[\w-]{22}:[\w-]{43}$/);
    expect(line).not.toContain('horse');
  });

  it('refuses a name that is not one and a passphrase too short to be one', async () => {
    await expect(operatorLine('ana maria', PASSPHRASE)).rejects.toThrow(/not an operator name/);
    await expect(operatorLine('ana', 'short')).rejects.toThrow(/at least 12 characters/);
  });

  it("replaces an operator's line and keeps the others", async () => {
    const first = withOperatorLine('', 'ana:scrypt:1');
    const both = withOperatorLine(first, 'luis:scrypt:2');
    expect(withOperatorLine(both, 'ana:scrypt:3')).toBe('luis:scrypt:2\nana:scrypt:3\n');
  });

  it('signs on with the right passphrase only, and the session names the operator', async () => {
    const sessions = operatorSessions(await operatorsFile('ana', 'luis'));
    expect(await sessions.signOn('ana', 'wrong horse battery staple')).toBeNull();
    expect(await sessions.signOn('nobody', PASSPHRASE)).toBeNull();
    const session = await sessions.signOn('luis', PASSPHRASE);
    expect(session).toMatch(/^luis\.\d+\.[\w-]{43}$/);
    expect(await sessions.operatorOf(session!)).toBe('luis');
  });

  it('refuses a session that was altered, has expired, or whose operator left the file', async () => {
    let now = Date.parse('2026-06-01T10:00:00Z');
    const file = await operatorsFile('ana', 'luis');
    const sessions = operatorSessions(file, () => now);
    const session = (await sessions.signOn('ana', PASSPHRASE))!;
    const [name, expiry, signature] = session.split('.') as [string, string, string];
    // another name, a later expiry, a forged signature
    expect(await sessions.operatorOf(`luis.${expiry}.${signature}`)).toBeNull();
    expect(await sessions.operatorOf(`${name}.${Number(expiry) + 1}.${signature}`)).toBeNull();
    expect(await sessions.operatorOf(`${name}.${expiry}.${'A'.repeat(43)}`)).toBeNull();
    expect(await sessions.operatorOf(undefined)).toBeNull();
    expect(await sessions.operatorOf('garbage')).toBeNull();

    now += SESSION_HOURS * 3_600_000 - 1;
    expect(await sessions.operatorOf(session)).toBe('ana');
    now += 1;
    expect(await sessions.operatorOf(session)).toBeNull();

    // a change of the file (an operator removed) ends every session made before it
    now = Date.parse('2026-06-01T10:00:00Z');
    const fresh = (await sessions.signOn('luis', PASSPHRASE))!;
    expect(await sessions.operatorOf(fresh)).toBe('luis');
    writeFileSync(file, withOperatorLine('', await operatorLine('ana', PASSPHRASE)));
    expect(await sessions.operatorOf(fresh)).toBeNull();
  });
});
