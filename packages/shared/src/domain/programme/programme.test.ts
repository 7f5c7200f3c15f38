import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { JOURNEY_PHASES, journeyWeek, phaseForWeek } from '../journey.ts';
import { exerciseById } from './exercises.ts';
import {
  WEEKLY_BLOCK,
  journeyDay,
  programmeWeek,
  programmedWorkout,
  workoutsForDay,
} from './programme.ts';
import type { ProgrammedWorkout, SessionType } from './types.ts';

const WEEKS = Array.from({ length: 52 }, (_, i) => i + 1);
const ALL = WEEKS.flatMap((week) => programmeWeek(week));
const DELOAD_WEEKS = [12, 24, 36, 52];
const PRIORITY: SessionType[] = ['strength', 'vo2max', 'zone2', 'stability'];

const count = (week: number, type: SessionType) =>
  programmeWeek(week).filter((w) => w.type === type).length;
const ofType = (week: number, type: SessionType) =>
  programmeWeek(week).filter((w) => w.type === type);
const totalSets = (workouts: ProgrammedWorkout[]) =>
  workouts.reduce((sum, w) => sum + w.exercises.reduce((s, e) => s + e.sets, 0), 0);
const zone2Minutes = (week: number) =>
  ofType(week, 'zone2').reduce((sum, w) => sum + w.durationMinutes, 0);
const meanStrengthRir = (week: number) => {
  const rirs = ofType(week, 'strength').flatMap((w) =>
    w.exercises.flatMap((e) => (e.targetRir === null ? [] : [e.targetRir])),
  );
  return rirs.reduce((a, b) => a + b, 0) / rirs.length;
};

describe('the weekly block', () => {
  it('is the block of docs/product.md#weekly-block', () => {
    expect(WEEKLY_BLOCK).toEqual({ strength: 3, zone2: 4, stability: 5 });
  });

  it.each(WEEKS)(
    'week %i has 3 strength, 4 Zone 2, 5 stability and VO2 max from week 13',
    (week) => {
      expect(count(week, 'strength')).toBe(3);
      expect(count(week, 'zone2')).toBe(4);
      expect(count(week, 'stability')).toBe(5);
      expect(count(week, 'vo2max')).toBe(week >= 13 ? 1 : 0);
    },
  );

  it('follows the scheduling rule', () => {
    for (const week of WEEKS) {
      const days = (type: SessionType) => ofType(week, type).map((w) => w.day);
      expect(days('strength')).toEqual([1, 3, 5]);
      expect(days('zone2')).toEqual([2, 4, 6, 7]);
      expect(days('stability')).toEqual([1, 2, 3, 4, 5]);
      expect(days('vo2max')).toEqual(week >= 13 ? [6] : []);
    }
  });

  it('has no programme outside weeks 1-52', () => {
    for (const week of [0, -1, 53, 1.5, Number.NaN]) expect(programmeWeek(week)).toEqual([]);
  });
});

describe('every programmed workout', () => {
  it('has 52 weeks, each in the phase journey.ts gives it', () => {
    expect(new Set(ALL.map((w) => w.week)).size).toBe(52);
    for (const w of ALL) expect(w.phase).toBe(phaseForWeek(w.week).number);
  });

  it('has a unique, deterministic id that round-trips', () => {
    const ids = ALL.map((w) => w.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const w of ALL) {
      expect(w.id).toBe(`w${w.week}d${w.day}-${w.type}`);
      expect(programmedWorkout(w.id)).toEqual(w);
    }
    expect(programmeWeek(30)).toEqual(programmeWeek(30));
  });

  it('is not found for ids that are not in the programme', () => {
    for (const id of [
      '',
      'w0d1-strength',
      'w53d1-strength',
      'w1d8-zone2',
      'w1d2-strength',
      'w12d6-vo2max',
      'w1d1-strength ',
    ]) {
      expect(programmedWorkout(id)).toBeUndefined();
    }
  });

  it('references only library exercises, each once per workout', () => {
    for (const w of ALL) {
      expect(w.exercises.length).toBeGreaterThan(0);
      for (const e of w.exercises) expect(exerciseById(e.exerciseId), e.exerciseId).toBeDefined();
      const ids = w.exercises.map((e) => e.exerciseId);
      expect(new Set(ids).size, w.id).toBe(ids.length);
    }
  });

  it('keeps every prescription within the set limits (docs/product.md#set-limits) and 60-120 s rests', () => {
    for (const w of ALL) {
      expect(w.name.length).toBeGreaterThan(0);
      expect(w.description.length).toBeGreaterThan(0);
      expect(w.durationMinutes).toBeGreaterThan(0);
      for (const e of w.exercises) {
        const exercise = exerciseById(e.exerciseId)!;
        expect(Number.isInteger(e.sets) && e.sets >= 1, `${w.id} ${e.exerciseId}`).toBe(true);
        expect(e.restSeconds).toBeGreaterThanOrEqual(60);
        expect(e.restSeconds).toBeLessThanOrEqual(120);
        expect(e.notes.length).toBeGreaterThan(0);
        expect(Number.isInteger(e.targetReps) && e.targetReps >= 1).toBe(true);
        if (exercise.unit === 'reps') {
          expect(e.targetReps).toBeLessThanOrEqual(50);
          expect(e.targetRir).not.toBeNull();
          expect(e.targetRir!).toBeGreaterThanOrEqual(0);
          expect(e.targetRir!).toBeLessThanOrEqual(10);
        } else {
          expect(e.targetRir).toBeNull();
        }
      }
    }
  });

  it('uses cardio for Zone 2 and intervals, and keeps stability sessions to 10-20 min', () => {
    for (const w of ALL) {
      if (w.type === 'zone2' || w.type === 'vo2max') {
        expect(w.exercises.every((e) => exerciseById(e.exerciseId)!.unit === 'minutes')).toBe(true);
      }
      if (w.type === 'zone2') expect(w.exercises[0]!.targetReps).toBe(w.durationMinutes);
      if (w.type === 'stability') {
        expect(new Set(w.exercises.map((e) => e.sets)).size, w.id).toBe(1); // rounds of a circuit
        expect(w.durationMinutes).toBeGreaterThanOrEqual(10);
        expect(w.durationMinutes).toBeLessThanOrEqual(20);
      }
    }
  });

  it('uses the barbell main lifts from the Strength phase on, not before', () => {
    const barbell = (week: number) =>
      ofType(week, 'strength').flatMap((w) =>
        w.exercises.filter((e) => exerciseById(e.exerciseId)!.category === 'barbell'),
      );
    for (const week of WEEKS) {
      if (week <= 12) expect(barbell(week)).toEqual([]);
      else expect(barbell(week).length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('the days', () => {
  it('list the primary session first: strength > VO2 max > Zone 2 > stability', () => {
    for (const week of WEEKS) {
      for (let day = 1; day <= 7; day++) {
        const ranks = workoutsForDay(week, day).map((w) => PRIORITY.indexOf(w.type));
        expect(ranks.length).toBeGreaterThan(0);
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      }
    }
    expect(workoutsForDay(13, 6).map((w) => w.type)).toEqual(['vo2max', 'zone2']);
    expect(workoutsForDay(1, 1).map((w) => w.type)).toEqual(['strength', 'stability']);
    expect(workoutsForDay(1, 8)).toEqual([]);
  });

  it('come in programmeWeek ordered by day then priority', () => {
    for (const week of WEEKS) {
      const flat = programmeWeek(week);
      const sorted = [...flat].sort(
        (a, b) => a.day - b.day || PRIORITY.indexOf(a.type) - PRIORITY.indexOf(b.type),
      );
      expect(flat).toEqual(sorted);
    }
  });
});

describe('progression', () => {
  const phases = JOURNEY_PHASES.map((p) => ({
    name: p.name,
    first: p.firstWeek,
    lastBuild: p.lastWeek - 1,
    deload: p.lastWeek,
  }));

  it.each(phases)('$name: more strength sets at a lower RIR by the end', (p) => {
    expect(totalSets(ofType(p.lastBuild, 'strength'))).toBeGreaterThan(
      totalSets(ofType(p.first, 'strength')),
    );
    expect(meanStrengthRir(p.lastBuild)).toBeLessThan(meanStrengthRir(p.first));
  });

  it.each(phases)('$name: Zone 2 minutes grow and never drop before the deload', (p) => {
    expect(zone2Minutes(p.lastBuild)).toBeGreaterThan(zone2Minutes(p.first));
    for (let week = p.first + 1; week <= p.lastBuild; week++) {
      expect(zone2Minutes(week)).toBeGreaterThanOrEqual(zone2Minutes(week - 1));
    }
  });

  it('adds sets one exercise at a time, never to a whole session at once', () => {
    for (const week of WEEKS.filter((w) => !DELOAD_WEEKS.includes(w) && w > 1)) {
      if (phaseForWeek(week).firstWeek === week) continue;
      for (const now of ofType(week, 'strength')) {
        const before = programmedWorkout(`w${week - 1}d${now.day}-strength`)!;
        const added = now.exercises.filter((e, i) => e.sets > before.exercises[i]!.sets);
        expect(added.length, now.id).toBeLessThanOrEqual(2);
      }
    }
  });

  it.each(phases)('$name: build weeks never get easier week to week', (p) => {
    for (let week = p.first + 1; week <= p.lastBuild; week++) {
      const before = ofType(week - 1, 'strength');
      const now = ofType(week, 'strength');
      expect(totalSets(now)).toBeGreaterThanOrEqual(totalSets(before));
      expect(meanStrengthRir(week)).toBeLessThanOrEqual(meanStrengthRir(week - 1));
    }
  });

  it('makes the main lifts heavier from phase to phase (fewer reps at a lower RIR)', () => {
    const squat = (week: number) =>
      ofType(week, 'strength')
        .flatMap((w) => w.exercises)
        .find((e) => e.exerciseId === 'back-squat')!;
    expect(squat(23).targetReps).toBeLessThan(squat(13).targetReps);
    expect(squat(51).targetReps).toBeLessThan(squat(35).targetReps);
    expect(squat(51).targetRir!).toBeLessThan(squat(23).targetRir!);
  });

  it('builds the VO2 max work through each phase', () => {
    const intervalMinutes = (week: number) =>
      ofType(week, 'vo2max')[0]!.exercises.reduce((s, e) => s + e.sets * e.targetReps, 0);
    expect(intervalMinutes(23)).toBeGreaterThan(intervalMinutes(13));
    expect(intervalMinutes(35)).toBeGreaterThan(intervalMinutes(25));
    expect(ofType(25, 'vo2max')[0]!.exercises[0]!.targetReps).toBe(4); // 4-minute intervals
  });
});

describe('deload weeks', () => {
  it('are the last week of each phase and only those', () => {
    for (const w of ALL) expect(w.isDeload).toBe(DELOAD_WEEKS.includes(w.week));
    expect(DELOAD_WEEKS).toEqual(JOURNEY_PHASES.map((p) => p.lastWeek));
  });

  it.each(DELOAD_WEEKS)('week %i has less volume than the week before', (week) => {
    const before = programmeWeek(week - 1);
    const now = programmeWeek(week);
    const ratio = totalSets(now) / totalSets(before);
    expect(ratio).toBeGreaterThanOrEqual(0.4);
    expect(ratio).toBeLessThanOrEqual(0.7);
    expect(zone2Minutes(week)).toBeLessThan(zone2Minutes(week - 1));
    if (week >= 13) {
      expect(totalSets(ofType(week, 'vo2max'))).toBeLessThan(totalSets(ofType(week - 1, 'vo2max')));
    }
    expect(meanStrengthRir(week)).toBeCloseTo(meanStrengthRir(week - 1) + 2);
  });
});

describe('journey day', () => {
  const start = '2025-08-03';

  it.each([
    ['2025-07-01', 1, 1],
    ['2025-08-02', 1, 1],
    ['2025-08-03', 1, 1],
    ['2025-08-04', 1, 2],
    ['2025-08-09', 1, 7],
    ['2025-08-10', 2, 1],
    ['2025-10-25', 12, 7],
    ['2025-10-26', 13, 1],
    ['2026-08-01', 52, 7],
    ['2026-08-02', 52, 1],
    ['2027-01-01', 52, 6],
  ])('on %s is week %i, day %i', (today, week, day) => {
    expect(journeyDay(start, today)).toEqual({ week, day });
  });

  it('agrees with journeyWeek and keeps the day in 1-7, one step per calendar day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (offset) => {
        const today = addDays(start, offset);
        const { week, day } = journeyDay(start, today);
        expect(week).toBe(journeyWeek(start, today));
        expect(day).toBeGreaterThanOrEqual(1);
        expect(day).toBeLessThanOrEqual(7);
        if (offset >= 0) {
          const next = journeyDay(start, addDays(today, 1));
          expect(next.day).toBe((day % 7) + 1);
        }
        expect(workoutsForDay(week, day).length).toBeGreaterThan(0);
      }),
    );
  });
});
