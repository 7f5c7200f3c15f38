import { describe, expect, it } from 'vitest';
import { hasOnboardingHint, hasSignedInHint } from './hint-cookies.ts';

describe('hint cookies', () => {
  it('reads each hint by its exact name and value, with or without the __Host- prefix', () => {
    expect(hasSignedInHint('gf_signed_in=1')).toBe(true);
    expect(hasSignedInHint('gf_tz=Europe/Paris; __Host-gf_signed_in=1')).toBe(true);
    expect(hasOnboardingHint('gf_signed_in=1; gf_onboarding=1; gf_tz=UTC')).toBe(true);
    expect(hasOnboardingHint('gf_signed_in=1')).toBe(false);
    expect(hasSignedInHint('gf_signed_in=0')).toBe(false);
    expect(hasSignedInHint('xgf_signed_in=1')).toBe(false);
    expect(hasOnboardingHint('gf_onboarding=10')).toBe(false);
    expect(hasSignedInHint('')).toBe(false);
  });
});
