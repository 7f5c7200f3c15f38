import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rule.ts';

describe('checkNewPassword', () => {
  it.each(['password', '12345678', '        '])('refuses %j with a reason', (password) => {
    const verdict = checkNewPassword(password);
    expect(verdict.ok).toBe(false);
    expect(verdict.ok ? '' : verdict.reason).toMatch(/at least 10 characters/);
  });

  it.each(['password12', 'qwertyuiop', '1234567890', 'passwordpassword', '          '])(
    'refuses the long but common %j with zxcvbn feedback',
    (password) => {
      const verdict = checkNewPassword(password);
      expect(verdict.ok).toBe(false);
      expect(verdict.ok ? '' : verdict.reason).toMatch(/guess|used|Repeated/);
    },
  );

  it('accepts passphrases and strong passwords', () => {
    expect(checkNewPassword('correct horse battery')).toEqual({ ok: true });
    expect(checkNewPassword('Tr0ub4dor&3x')).toEqual({ ok: true });
  });

  it("counts the user's own name and e-mail as known words", () => {
    expect(checkNewPassword('zorblaxquint')).toEqual({ ok: true });
    expect(
      checkNewPassword('zorblaxquint', ['zorblax.quint@example.com', 'Zorblax Quint']),
    ).toEqual({
      ok: false,
      reason:
        'There should not be any personal or page related data. Add more words that are less common.',
    });
  });

  it('refuses more than 200 characters', () => {
    expect(checkNewPassword('a b c d '.repeat(30))).toEqual({
      ok: false,
      reason: 'Password is too long.',
    });
  });
});
