import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { session } from './fixtures.ts';
import { cleanSets, groupSessions } from './history.ts';
import { repsOverGoal, sessionOverGoal, twoForTwo } from './two-for-two.ts';
import type { LoggedSet } from './types.ts';

const sessionsOf = (history: LoggedSet[]) => groupSessions(cleanSets(history));

describe('the NSCA 2-for-2 rule', () => {
  it('reads reps over the goal, done or in reserve, from the last set', () => {
    // Target 8 reps at RIR 2: 8 at RIR 4 and 10 at RIR 2 are both 2 over; 7 reps is 1 short.
    const [a] = sessionsOf(session(2, { rir: 4 }));
    expect(repsOverGoal(a!.sets[2]!)).toBe(2);
    expect(sessionOverGoal(a!)).toBe(true);
    const [b] = sessionsOf(session(2, { reps: 10, rir: 2 }));
    expect(sessionOverGoal(b!)).toBe(true);
    const [c] = sessionsOf(session(2, { reps: 7, rir: 5 }));
    expect(repsOverGoal(c!.sets[0]!)).toBe(-1);
    expect(sessionOverGoal(c!)).toBe(false);
    const [d] = sessionsOf(session(2, { rir: null }));
    expect(sessionOverGoal(d!)).toBe(false);
  });

  it('needs two sessions in a row', () => {
    expect(twoForTwo(sessionsOf(session(2, { rir: 4 })))).toEqual({ streak: 1, met: false });
    expect(twoForTwo(sessionsOf([...session(5, { rir: 4 }), ...session(2, { rir: 4 })]))).toEqual({
      streak: 2,
      met: true,
    });
    // The latest session on target breaks it.
    expect(twoForTwo(sessionsOf([...session(5, { rir: 4 }), ...session(2)]))).toEqual({
      streak: 0,
      met: false,
    });
  });

  it('is never met by one session, whatever its sets', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50 }),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        fc.integer({ min: 1, max: 6 }),
        (reps, rir, count) => {
          expect(twoForTwo(sessionsOf(session(2, { reps, rir }, count))).met).toBe(false);
        },
      ),
    );
  });
});
