import { describe, expect, it } from 'vitest';
import { sessionIdOf, setClientIdOf } from './idempotency.ts';

const USER = '7d4f0c1e-2b3a-4c5d-8e9f-0a1b2c3d4e5f';

describe('imported ids', () => {
  // Pinned: a file imported by an earlier version must find its sets, so the ids never change
  // (these are the first version's, made with a streaming Hash object).
  it('gives the same v5 ids as the first version', () => {
    expect(
      setClientIdOf(USER, 'strong', '2024-03-01 07:30:00|Push Day|Bench Press (Barbell)|W'),
    ).toBe('929f60ec-d67c-5dfd-9cc1-e9bbe6e4588b');
    // Non-ASCII text is hashed as UTF-8.
    expect(sessionIdOf(USER, 'hevy', '2024-03-01T07:30|Pâte à «choux»')).toBe(
      'cf0518a0-2969-5fa5-a707-e96a00986edd',
    );
  });

  it('keeps the parts apart and differs per user and source', () => {
    const id = setClientIdOf(USER, 'strong', 'a b|c');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(setClientIdOf(USER, 'hevy', 'a b|c')).not.toBe(id);
    expect(setClientIdOf(USER.replace('7', '8'), 'strong', 'a b|c')).not.toBe(id);
    expect(sessionIdOf(USER, 'strong', 'a b|c')).not.toBe(id);
  });
});
