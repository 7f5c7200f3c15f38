import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rule.ts';

describe('checkNewPassword', () => {
  it.each(['password', '12345678', '        '])('refuses %j with a reason', async (password) => {
    const verdict = await checkNewPassword(password);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toMatch(/at least 10 characters/);
  });

  it.each(['password12', 'qwertyuiop', '1234567890', 'passwordpassword', '          '])(
    'refuses the long but common %j with zxcvbn feedback',
    async (password) => {
      const verdict = await checkNewPassword(password);
      expect(verdict.ok).toBe(false);
      expect(verdict.ok ? '' : verdict.reason).toMatch(/guess|used|Repeated/);
    },
  );

  it('accepts passphrases and strong passwords', async () => {
    expect(await checkNewPassword('correct horse battery')).toEqual({ ok: true });
    expect(await checkNewPassword('Tr0ub4dor&3x')).toEqual({ ok: true });
  });

  it("counts the user's own name and e-mail as known words", async () => {
    expect(await checkNewPassword('zorblaxquint')).toEqual({ ok: true });
    expect(
      await checkNewPassword('zorblaxquint', ['zorblax.quint@example.com', 'Zorblax Quint']),
    ).toEqual({
      ok: false,
      reason:
        'There should not be any personal or page related data. Add more words that are less common.',
    });
  });

  it('refuses more than 200 characters', async () => {
    expect(await checkNewPassword('a b c d '.repeat(30))).toEqual({
      ok: false,
      reason: 'Password is too long.',
    });
  });

  it('scores the first 64 characters only: a guessable start is refused whatever follows', async () => {
    const verdict = await checkNewPassword(`${'a'.repeat(64)} Tr0ub4dor&3x zorblaxquint`);
    expect(verdict.ok).toBe(false);
  });
});
