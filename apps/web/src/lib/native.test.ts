import { describe, expect, it } from 'vitest';
import { safeDeepLink } from './native.ts';

describe('safeDeepLink', () => {
  it('accepts custom app schemes and same-origin URLs', () => {
    expect(safeDeepLink('grandfit://home')).toBe('grandfit://home');
    expect(safeDeepLink('/profile')).toBe(`${window.location.origin}/profile`);
  });

  it('rejects other websites and script URLs', () => {
    expect(safeDeepLink('https://evil.example/')).toBeNull();
    expect(safeDeepLink('javascript:alert(1)')).toBeNull();
    expect(safeDeepLink(null)).toBeNull();
  });
});
