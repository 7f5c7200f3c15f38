import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-cipher.ts';

describe('tokenCipher', () => {
  const cipher = tokenCipher(randomBytes(32));

  it('round-trips a token and never stores it in the clear', () => {
    const sealed = cipher.encrypt('access-token-123');
    expect(sealed).not.toContain('access-token-123');
    expect(cipher.decrypt(sealed)).toBe('access-token-123');
  });

  it('seals the same token differently each time (random IV)', () => {
    expect(cipher.encrypt('same')).not.toBe(cipher.encrypt('same'));
  });

  it('refuses a tampered or foreign token', () => {
    const sealed = cipher.encrypt('secret');
    const [version, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data ?? '', 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() =>
      cipher.decrypt([version, iv, tag, flipped.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => tokenCipher(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => cipher.decrypt('plain-text')).toThrow(/Unrecognised/);
  });
});
