import { describe, expect, it } from 'vitest';
import { isSameOrigin, onPublicUrl } from './canonical-origin.ts';

describe('the canonical origin', () => {
  it('compares scheme, host and port as URLs do', () => {
    expect(isSameOrigin('http', 'localhost:3000', 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin('http', 'LocalHost:3000', 'http://localhost:3000')).toBe(true);
    expect(isSameOrigin('https', 'fit.example.com:443', 'https://fit.example.com')).toBe(true);
    expect(isSameOrigin('http', 'fit.example.com', 'https://fit.example.com')).toBe(false);
    expect(isSameOrigin('http', '127.0.0.1:3000', 'http://localhost:3000')).toBe(false);
    expect(isSameOrigin('http', 'localhost:3001', 'http://localhost:3000')).toBe(false);
    expect(isSameOrigin('http', '[::1]:3000', 'http://[::1]:3000')).toBe(true);
  });

  it('never matches a Host that is not a plain authority', () => {
    for (const host of [
      '',
      'localhost:3000/',
      'evil.example\\@localhost:3000',
      'user@localhost:3000',
      'localhost:3000?x',
      'localhost:3000#x',
      'local host:3000',
      'localhost:99999',
    ]) {
      expect(isSameOrigin('http', host, 'http://localhost:3000'), host).toBe(false);
    }
  });

  it('keeps only the path and query, on PUBLIC_URL', () => {
    expect(onPublicUrl('http://localhost:3000', '/api/login?next=%2Fgoals')).toBe(
      'http://localhost:3000/api/login?next=%2Fgoals',
    );
    expect(onPublicUrl('https://fit.example.com/', '//attacker.example/api/login')).toBe(
      'https://fit.example.com/attacker.example/api/login',
    );
    expect(onPublicUrl('https://fit.example.com', '/\\attacker.example/x')).toMatch(
      /^https:\/\/fit\.example\.com\//,
    );
  });
});
