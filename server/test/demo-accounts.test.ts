// npm start makes the demo members' accounts in the Auth emulator (ensureAccounts) on every
// start. A second start once failed with "400 DUPLICATE_LOCAL_ID": the accounts existed (from
// the saved export, or another creator) though the lookup had not seen them. Making them must
// be create-or-skip: an account that exists already is success.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emulator } from './helpers/members';

const accounts = () => {
  const id = randomUUID().slice(0, 8);
  return ['a', 'b', 'c'].map((name) => ({
    uid: `demo-${name}-${id}`,
    email: `demo-${name}-${id}@example.com`,
    password: 'Secret#123',
    displayName: `Demo ${name}`,
  }));
};

describe('ensureAccounts: the demo members, create-or-skip', () => {
  it('two creators at once both succeed and each account is made once', async () => {
    const members = accounts();
    const counts = await Promise.all([emulator().ensureAccounts(members), emulator().ensureAccounts(members)]);
    expect(counts[0]! + counts[1]!).toBe(members.length);
    const found = await Promise.all(members.map((m) => emulator().signIn(m)));
    expect(found.every((token) => typeof token === 'string' && token.length > 0)).toBe(true);
  });

  it('a second run creates none and does not fail', async () => {
    const members = accounts();
    expect(await emulator().ensureAccounts(members)).toBe(members.length);
    expect(await emulator().ensureAccounts(members)).toBe(0);
  });
});
