import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { avatarConfigInputSchema } from '../schemas/avatar.ts';
import { defaultAvatarConfig, defaultInitials } from './avatar.ts';

describe('default avatar', () => {
  it.each([
    ['john.smith@example.com', 'JS'],
    ['mary_ann-lee@example.com', 'MA'],
    ['dad-of-three@example.com', 'DO'],
    ['alex@example.com', 'AL'],
    ['x@example.com', 'GF'],
    ['', 'GF'],
    [null, 'GF'],
    ['.._@example.com', 'GF'],
  ])('%s -> %s', (email, initials) => {
    expect(defaultInitials(email)).toBe(initials);
  });

  it('uses the Dumbbell icon on blue', () => {
    expect(defaultAvatarConfig('sam@example.com')).toEqual({
      type: 'initials',
      initials: 'SA',
      icon: 'Dumbbell',
      color: 'blue',
    });
  });

  it('always gives 1-3 uppercase initials the avatar schema accepts', () => {
    fc.assert(
      fc.property(fc.string(), fc.emailAddress(), (raw, email) => {
        for (const candidate of [raw, email]) {
          const initials = defaultInitials(candidate);
          expect(initials).toBe(initials.toUpperCase());
          expect(avatarConfigInputSchema.safeParse(defaultAvatarConfig(candidate)).success).toBe(
            true,
          );
        }
      }),
    );
  });
});

describe('avatar input', () => {
  it('forces initials to uppercase and truncates them to 3', () => {
    const parsed = avatarConfigInputSchema.parse({
      type: 'initials',
      initials: ' abcd ',
      icon: 'Zap',
      color: 'pink',
    });
    expect(parsed.initials).toBe('ABC');
  });

  it('rejects empty initials, unknown icons and colours', () => {
    const base = { type: 'initials', initials: 'AB', icon: 'Zap', color: 'pink' };
    expect(avatarConfigInputSchema.safeParse({ ...base, initials: '' }).success).toBe(false);
    expect(avatarConfigInputSchema.safeParse({ ...base, icon: 'Star' }).success).toBe(false);
    expect(avatarConfigInputSchema.safeParse({ ...base, color: 'Blue' }).success).toBe(false);
  });
});
