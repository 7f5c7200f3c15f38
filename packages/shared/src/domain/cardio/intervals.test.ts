import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { programmeWeek, vo2maxPrescription } from '../programme/programme.ts';
import { intervalPositionAt, intervalSchedule, scheduleSeconds } from './intervals.ts';

const FOUR_BY_FOUR = {
  warmUpMinutes: 10,
  intervals: 4,
  workMinutes: 4,
  easyMinutes: 3,
  coolDownMinutes: 5,
};

describe('intervalSchedule', () => {
  it('worked example: 10 min warm-up, 4 × 4 min with 3 min easy, 5 min cool-down = 46 min', () => {
    const phases = intervalSchedule(FOUR_BY_FOUR);
    expect(
      phases.map((p) => `${p.kind}${p.interval || ''} ${p.startSeconds}-${p.endSeconds}`),
    ).toEqual([
      'warm-up 0-600',
      'work1 600-840',
      'easy1 840-1020',
      'work2 1020-1260',
      'easy2 1260-1440',
      'work3 1440-1680',
      'easy3 1680-1860',
      'work4 1860-2100',
      'cool-down 2100-2400',
    ]);
    expect(scheduleSeconds(phases)).toBe(2400);
  });

  it('property: phases are back to back, n work and n − 1 easy, total as the prescription', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 10 }),
        (warmUpMinutes, intervals, workMinutes, easyMinutes, coolDownMinutes) => {
          const plan = { warmUpMinutes, intervals, workMinutes, easyMinutes, coolDownMinutes };
          const phases = intervalSchedule(plan);
          phases.forEach((p, i) => {
            expect(p.endSeconds).toBeGreaterThan(p.startSeconds);
            expect(p.startSeconds).toBe(i === 0 ? 0 : phases[i - 1]!.endSeconds);
          });
          expect(phases.filter((p) => p.kind === 'work')).toHaveLength(intervals);
          expect(phases.filter((p) => p.kind === 'easy')).toHaveLength(
            easyMinutes > 0 ? Math.max(0, intervals - 1) : 0,
          );
          expect(scheduleSeconds(phases)).toBe(
            60 *
              (warmUpMinutes +
                intervals * workMinutes +
                Math.max(0, intervals - 1) * easyMinutes +
                coolDownMinutes),
          );
        },
      ),
    );
  });
});

describe('intervalPositionAt', () => {
  const phases = intervalSchedule(FOUR_BY_FOUR);

  it('worked example: at 15 min the first easy phase runs with 2 of its 3 min left', () => {
    // 900 s: easy 1 runs 840-1020, so 120 s left; work 1 is done.
    expect(intervalPositionAt(phases, 900)).toMatchObject({
      phase: { kind: 'easy', interval: 1 },
      remainingSeconds: 120,
      workDone: 1,
    });
  });

  it('is over at the end, with every work phase done', () => {
    expect(intervalPositionAt(phases, 2400)).toEqual({
      phase: null,
      index: phases.length,
      remainingSeconds: 0,
      workDone: 4,
    });
  });

  it('property: the remaining time is within the phase and counts down one for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2399 }), (t) => {
        const now = intervalPositionAt(phases, t);
        expect(now.phase).not.toBeNull();
        expect(now.remainingSeconds).toBeGreaterThan(0);
        expect(now.remainingSeconds).toBeLessThanOrEqual(
          now.phase!.endSeconds - now.phase!.startSeconds,
        );
        const next = intervalPositionAt(phases, t + 1);
        if (next.index === now.index) expect(next.remainingSeconds).toBe(now.remainingSeconds - 1);
      }),
    );
  });
});

describe('vo2maxPrescription (the programme data)', () => {
  it('none before week 13', () => {
    expect(vo2maxPrescription(12)).toBeNull();
  });

  it('matches the VO2 max workout of every week that has one (count, work, duration)', () => {
    for (let week = 13; week <= 52; week++) {
      const workout = programmeWeek(week).find((w) => w.type === 'vo2max');
      const prescription = vo2maxPrescription(week);
      expect(prescription).not.toBeNull();
      expect(workout).toBeDefined();
      expect(workout!.exercises[0]!.sets).toBe(prescription!.intervals);
      expect(workout!.exercises[0]!.targetReps).toBe(prescription!.workMinutes);
      expect(scheduleSeconds(intervalSchedule(prescription!))).toBe(workout!.durationMinutes * 60);
    }
  });
});
