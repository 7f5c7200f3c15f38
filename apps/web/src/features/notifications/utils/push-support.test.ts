import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, sameKey } from './push-support.ts';

describe('push support helpers', () => {
  it('decodes a base64url VAPID key, padded or not', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3]);
    expect(base64UrlToBytes(`B${'A'.repeat(86)}`)).toHaveLength(65);
  });

  it('tells whether a subscription was made with a key', () => {
    const key = new Uint8Array([4, 1, 2]);
    const made = (applicationServerKey: ArrayBuffer | null) =>
      ({ options: { applicationServerKey } }) as unknown as PushSubscription;
    expect(sameKey(made(new Uint8Array([4, 1, 2]).buffer), key)).toBe(true);
    expect(sameKey(made(new Uint8Array([4, 1, 3]).buffer), key)).toBe(false);
    expect(sameKey(made(null), key)).toBe(false);
  });
});
