import { describe, expect, it } from 'vitest';
import { checkHealthCallback } from './health-callback.ts';

const check = (query: string, stored: string | null = 'abc') =>
  checkHealthCallback(new URLSearchParams(query), stored);

describe('checkHealthCallback', () => {
  it('reports the platform error first, with its description when given', () => {
    expect(check('error=access_denied&code=x&state=abc')).toEqual({
      ok: false,
      message: 'HealthKit authorization failed: access_denied',
    });
    expect(check('error=access_denied&error_description=User%20said%20no')).toEqual({
      ok: false,
      message: 'HealthKit authorization failed: User said no',
    });
  });

  it('needs both code and state', () => {
    for (const query of ['code=x', 'state=abc', '', 'code=&state=abc']) {
      expect(check(query)).toEqual({
        ok: false,
        message: 'Missing authorization code or state parameter',
      });
    }
  });

  it('refuses a state this browser did not store', () => {
    expect(check('code=x&state=other')).toEqual({
      ok: false,
      message: 'Invalid state parameter',
    });
    expect(check('code=x&state=abc', null)).toEqual({
      ok: false,
      message: 'Invalid state parameter',
    });
  });

  it('passes code and state on when everything matches', () => {
    expect(check('code=x&state=abc')).toEqual({ ok: true, code: 'x', state: 'abc' });
  });
});
