import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, loggedSet } from './fixtures.ts';
import {
  SESSION_GAP_HOURS,
  ageDays,
  assumedRir,
  cleanSets,
  describeAge,
  groupSessions,
  lb,
  parseNow,
} from './history.ts';

const at = (iso: string) => Date.parse(iso);

describe('cleaning logged sets', () => {
  it('drops skipped and undated sets, clamps to the set limits and sorts by time', () => {
    const sets = cleanSets([
      loggedSet({ performedAt: daysAgo(1), reps: 80, rir: 14, weight: -5 }),
      loggedSet({ performedAt: daysAgo(3) }),
      loggedSet({ performedAt: daysAgo(2), skipped: true }),
      loggedSet({ performedAt: 'yesterday' }),
    ]);
    expect(sets.map((s) => s.time)).toEqual([at(daysAgo(3)), at(daysAgo(1))]);
    expect(sets[1]).toMatchObject({ reps: 50, rir: 10, weight: 0 });
  });

  it('counts an unrated set at its target RIR, else at 2', () => {
    const [rated, targeted, bare] = cleanSets([
      loggedSet({ performedAt: daysAgo(3), rir: 4 }),
      loggedSet({ performedAt: daysAgo(2), rir: null, targetRir: 3 }),
      loggedSet({ performedAt: daysAgo(1), rir: null, targetRir: null }),
    ]);
    expect([rated!, targeted!, bare!].map(assumedRir)).toEqual([4, 3, 2]);
  });
});

describe('sessions', () => {
  it('splits sets more than 3 hours apart', () => {
    // 20 → 200 min is exactly 3 hours (same session); 200 → 381 is 3 h 1 min (a new one).
    const minutes = [0, 10, 20, SESSION_GAP_HOURS * 60 + 20, SESSION_GAP_HOURS * 120 + 21];
    const sessions = groupSessions(
      cleanSets(minutes.map((m) => loggedSet({ performedAt: daysAgo(2, m) }))),
    );
    expect(sessions.map((s) => s.sets.length)).toEqual([4, 1]);
    expect(sessions[0]!.end).toBe(at(daysAgo(2, SESSION_GAP_HOURS * 60 + 20)));
  });

  it('keeps every set, in order, whatever the input order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60 * 24 * 30 }), { maxLength: 40 }),
        (mins) => {
          const sets = cleanSets(mins.map((m) => loggedSet({ performedAt: daysAgo(0, -m) })));
          const sessions = groupSessions(sets);
          const flat = sessions.flatMap((s) => s.sets);
          expect(flat).toEqual(sets);
          for (let i = 1; i < sessions.length; i++) {
            expect(sessions[i]!.sets[0]!.time - sessions[i - 1]!.end).toBeGreaterThan(
              SESSION_GAP_HOURS * 3_600_000,
            );
          }
        },
      ),
    );
  });
});

describe('time and words', () => {
  it('measures ages in days, never negative', () => {
    const now = parseNow(NOW);
    expect(ageDays(at(daysAgo(3)), now)).toBe(3);
    expect(ageDays(at(daysAgo(-1)), now)).toBe(0);
    expect(() => parseNow('not a date')).toThrow(RangeError);
  });

  it('describes ages and weights plainly', () => {
    expect([0.2, 0.9, 2, 13, 14, 60].map(describeAge)).toEqual([
      'today',
      'yesterday',
      '2 days ago',
      '13 days ago',
      '2 weeks ago',
      '8 weeks ago',
    ]);
    expect(lb(107.5)).toBe('107.5 lb');
    expect(lb(133.3333)).toBe('133.3 lb');
  });
});
