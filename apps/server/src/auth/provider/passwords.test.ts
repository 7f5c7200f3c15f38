import { describe, expect, it } from 'vitest';
import { hashPassword, legacyScryptHash, needsRehash, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('verifies the password of an Argon2id hash, and no other', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapler', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('hashes the NFKC form, so the two byte forms of one visible password match', async () => {
    const stored = await hashPassword('caf\u00e9 au lait, deux sucres');
    expect(await verifyPassword('cafe\u0301 au lait, deux sucres', stored)).toBe(true);
  });

  it('still verifies a scrypt hash, which is then to be replaced', async () => {
    const stored = await legacyScryptHash('correct horse battery staple', {
      N: 2 ** 14,
      r: 8,
      p: 1,
    });
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('answers false, without throwing, for malformed or hostile stored hashes', async () => {
    for (const stored of [
      '',
      'plain text',
      '$argon2id$v=19$m=19456,t=2,p=1$',
      '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$',
      '$argon2i$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNo',
      // scrypt asking for 2^40 blocks: refused by the memory bound, not attempted.
      'scrypt$1099511627776$8$1$c2FsdA$aGFzaA',
      'scrypt$x$y$z$$',
    ]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
      expect(needsRehash(stored)).toBe(true);
    }
  });
});
