import { afterEach, describe, expect, it } from 'vitest';
import { parseAuthDeepLink, safeDeepLink } from './native.ts';

const CODE = 'A'.repeat(21) + '-_' + 'z9'.repeat(10);

describe('parseAuthDeepLink', () => {
  it('reads the return link with a code or an error', () => {
    expect(CODE).toHaveLength(43);
    expect(parseAuthDeepLink(`app.grandfit://auth?code=${CODE}`)).toEqual({ code: CODE });
    expect(parseAuthDeepLink(`app.grandfit://auth/?code=${CODE}`)).toEqual({ code: CODE });
    expect(
      parseAuthDeepLink('app.grandfit://auth?error=Sign-in+expired.+Please+try+again.'),
    ).toEqual({ error: 'Sign-in expired. Please try again.' });
  });

  it.each([
    ['another scheme', `grandfit://auth?code=${CODE}`],
    ['a look-alike scheme', `app.grandfit.evil://auth?code=${CODE}`],
    ['the scheme in another case', `APP.GRANDFIT://auth?code=${CODE}`],
    ['https', `https://auth?code=${CODE}`],
    ['javascript:', `javascript:alert(1)//app.grandfit://auth?code=${CODE}`],
    ['a data URL', `data:text/html,app.grandfit://auth?code=${CODE}`],
    ['another host', `app.grandfit://evil?code=${CODE}`],
    ['a longer host', `app.grandfit://auth.evil.example?code=${CODE}`],
    ['credentials before the host', `app.grandfit://auth@evil?code=${CODE}`],
    ['a port', `app.grandfit://auth:443?code=${CODE}`],
    ['a percent-encoded host', `app.grandfit://%61uth?code=${CODE}`],
    ['a path', `app.grandfit://auth/steal?code=${CODE}`],
    ['a fragment', `app.grandfit://auth?code=${CODE}#x`],
    ['no query', 'app.grandfit://auth'],
    ['an empty query', 'app.grandfit://auth?'],
    ['a repeated code', `app.grandfit://auth?code=${CODE}&code=${CODE}`],
    ['a code and an error', `app.grandfit://auth?code=${CODE}&error=x`],
    ['an unknown parameter', `app.grandfit://auth?code=${CODE}&next=https://evil.example`],
    ['a short code', `app.grandfit://auth?code=${CODE.slice(1)}`],
    ['a long code', `app.grandfit://auth?code=${CODE}A`],
    ['an encoded character in the code', `app.grandfit://auth?code=${CODE.slice(1)}%2F`],
    ['a code that decodes to a slash', `app.grandfit://auth?code=${CODE.slice(3)}%2F%2F%2F`],
    ['an empty error', 'app.grandfit://auth?error='],
    ['a blank error', 'app.grandfit://auth?error=+++'],
    ['an overlong error', `app.grandfit://auth?error=${'x'.repeat(301)}`],
    ['an overlong link', `app.grandfit://auth?error=x${'&'.repeat(3000)}`],
    ['a newline', `app.grandfit://auth?code=${CODE}\n`],
    ['a leading space', ` app.grandfit://auth?code=${CODE}`],
    ['non-ASCII', `app.grandfit://аuth?code=${CODE}`],
  ])('refuses %s', (_label, link) => {
    expect(parseAuthDeepLink(link)).toBeNull();
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, {}, [`app.grandfit://auth?code=${CODE}`]]) {
      expect(parseAuthDeepLink(value)).toBeNull();
    }
  });
});

describe('safeDeepLink', () => {
  afterEach(() => {
    delete (window as unknown as { Capacitor?: unknown }).Capacitor;
  });

  it("follows the app's return link anywhere, same-origin URLs only inside the app", () => {
    const link = `app.grandfit://auth?code=${CODE}`;
    expect(safeDeepLink(link, false)).toBe(link);
    expect(safeDeepLink(link, true)).toBe(link);
    expect(safeDeepLink('/profile', false)).toBeNull();
    expect(safeDeepLink('/profile', true)).toBe(`${window.location.origin}/profile`);
  });

  it('reads the platform from the bridge by default', () => {
    expect(safeDeepLink('/profile')).toBeNull();
    (window as unknown as { Capacitor: unknown }).Capacitor = { isNativePlatform: () => true };
    expect(safeDeepLink('/profile')).toBe(`${window.location.origin}/profile`);
  });

  it('rejects other websites, other apps and script URLs', () => {
    for (const native of [false, true]) {
      expect(safeDeepLink('https://evil.example/', native)).toBeNull();
      expect(safeDeepLink('//evil.example/', native)).toBeNull();
      expect(safeDeepLink('javascript:alert(1)', native)).toBeNull();
      expect(safeDeepLink('intent://x#Intent;scheme=evil;end', native)).toBeNull();
      expect(safeDeepLink('grandfit://home', native)).toBeNull();
      expect(safeDeepLink(null, native)).toBeNull();
    }
  });
});
