import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KG_PER_LB } from '../units/weight.ts';
import { exerciseSessionStats, historyFromStats } from './session-stats.ts';
import {
  bestsMap,
  exerciseRecords,
  mostRepsBest,
  recordStep,
  sessionVolumeKg,
  type RecordEvent,
  type RecordSet,
} from './records.ts';

let counter = 0;
function set(
  session: string,
  minute: number,
  weight: number | null,
  reps: number | null,
  extra: Partial<RecordSet> = {},
): RecordSet {
  counter++;
  return {
    id: `set-${counter}`,
    sessionId: session,
    performedAt: Date.UTC(2026, 0, 1) + minute * 60_000,
    weight,
    weightUnit: 'kg',
    reps,
    rir: 2,
    skipped: false,
    setType: 'normal',
    ...extra,
  };
}

const kinds = (events: RecordEvent[]) => events.map((e) => `${e.kind}:${e.value}`);

describe('exerciseRecords', () => {
  it('treats the first session as a baseline and badges what beats it later', () => {
    const sets = [
      set('s1', 0, 100, 5),
      set('s1', 5, 105, 5),
      set('s2', 2000, 100, 6),
      set('s2', 2005, 110, 3),
    ];
    const { events, bests } = exerciseRecords(sets, 'reps');
    // s1 earns nothing. s2: 6 reps at 100 kg beat 5, and 110 kg is the heaviest; its e1RM
    // (110 x 3 @ 2: 128.3) stays under 105 x 5 @ 2 (129.5); volume 930 stays under s1's 1025.
    expect(kinds(events)).toEqual(['reps:6', 'weight:110']);
    expect(events[0]).toMatchObject({ weightKg: 100, previous: 5, setId: sets[2]!.id });
    expect(bests.find((b) => b.kind === 'weight')?.value).toBe(110);
    expect(bests.find((b) => b.kind === 'volume')?.value).toBe(1025);
  });

  it('never counts warm-ups or skipped sets', () => {
    const sets = [
      set('s1', 0, 60, 5),
      set('s2', 2000, 200, 10, { setType: 'warmup' }),
      set('s2', 2001, null, null, { skipped: true }),
      set('s2', 2002, 200, 10, { skipped: true }),
    ];
    const { events, bests } = exerciseRecords(sets, 'reps');
    expect(events).toEqual([]);
    expect(bests.find((b) => b.kind === 'weight')?.value).toBe(60);
  });

  it('records a session volume once, at the value the session ended with', () => {
    const sets = [
      set('s1', 0, 100, 5),
      set('s2', 2000, 100, 5),
      set('s2', 2001, 100, 5),
      set('s2', 2002, 100, 5),
    ];
    const volume = exerciseRecords(sets, 'reps').events.filter((e) => e.kind === 'volume');
    expect(volume).toEqual([
      expect.objectContaining({ value: 1500, previous: 500, setId: null, sessionId: 's2' }),
    ]);
  });

  it('compares a lift entered in lb with one entered in kg exactly', () => {
    // 220.46226 lb is 100 kg; 225 lb (102.06 kg) beats it, 220 lb (99.79 kg) does not.
    const sets = [
      set('s1', 0, 100, 5),
      set('s2', 2000, 220, 5, { weightUnit: 'lb' }),
      set('s3', 4000, 225, 1, { weightUnit: 'lb' }),
    ];
    const { events } = exerciseRecords(sets, 'reps');
    expect(events.map((e) => e.kind)).toEqual(['weight']);
    expect(events[0]!.value).toBeCloseTo(225 * KG_PER_LB, 6);
  });

  it('gives timed work a longest hold and a heaviest load, and no e1RM or volume', () => {
    const sets = [
      set('s1', 0, 20, 30),
      set('s2', 2000, 20, 45),
      set('s3', 4000, 24, 30),
      set('s4', 6000, 0, 60),
    ];
    const { events } = exerciseRecords(sets, 'seconds');
    expect(kinds(events)).toEqual(['duration:45', 'weight:24', 'duration:60']);
  });

  it('gives cardio a longest duration only', () => {
    const { events } = exerciseRecords(
      [set('s1', 0, null, 20), set('s2', 2000, null, 30)],
      'minutes',
    );
    expect(kinds(events)).toEqual(['duration:30']);
  });

  it('counts bodyweight reps as reps at 0 kg', () => {
    const { events } = exerciseRecords(
      [set('s1', 0, 0, 5), set('s2', 2000, 0, 8), set('s2', 2001, 0, 7)],
      'reps',
    );
    expect(kinds(events)).toEqual(['reps:8']);
  });

  it('gives a weighted pull-up heaviest added load, reps and volume, and never an e1RM', () => {
    // 20 kg x 5 reps on the belt, then 25 kg x 3, then bodyweight x 10 and x 12: the e1RM of
    // the added load alone (25 x 3 @ 2: 29.2 kg) would say nothing about a lift of the body.
    const sets = [
      set('s1', 0, 20, 5),
      set('s2', 2000, 25, 3),
      set('s2', 2001, 25, 3),
      set('s3', 4000, 0, 10),
      set('s4', 6000, 0, 12),
    ];
    const { events, bests } = exerciseRecords(sets, 'bodyweight');
    expect(kinds(events)).toEqual(['weight:25', 'volume:150', 'reps:12']);
    expect(bests.map((best) => best.kind)).not.toContain('e1rm');
    const asLoadedLift = exerciseRecords(sets, 'reps').events.map((event) => event.kind);
    expect(asLoadedLift).toContain('e1rm');
  });

  it('gives assisted work least assistance and reps at an assistance, never a load', () => {
    // The band's help, 40 kg then 30 then none: each less help is a record; the help is no load,
    // so no volume, no e1RM, and a "weight" best that is the help's negative.
    const sets = [
      set('s1', 0, 40, 8),
      set('s2', 2000, 30, 6),
      set('s2', 2001, 40, 10),
      set('s3', 4000, 0, 3),
      set('s4', 6000, 10, 5),
    ];
    const { events, bests } = exerciseRecords(sets, 'assisted');
    expect(kinds(events)).toEqual(['weight:-30', 'reps:10', 'weight:0']);
    expect(events[0]).toMatchObject({ previous: -40 });
    expect(Object.is(events[2]!.value, -0)).toBe(false);
    expect(bests.map((best) => best.kind).sort()).toEqual([
      'first',
      'reps',
      'reps',
      'reps',
      'reps',
      'weight',
    ]);
    expect(sessionVolumeKg(sets, 'assisted')).toBe(0);
  });

  it('is the same fold the server runs one set at a time', () => {
    const sets = [set('s1', 0, 100, 5), set('s2', 2000, 102.5, 5), set('s2', 2001, 100, 8)];
    const { bests } = exerciseRecords(sets.slice(0, 2), 'reps');
    const map = bestsMap(bests);
    const step = recordStep(map, sets[2]!, 'reps', sessionVolumeKg(sets.slice(1), 'reps'));
    const whole = exerciseRecords(sets, 'reps').events.filter((e) => e.setId === sets[2]!.id);
    expect(step.events.filter((e) => e.setId)).toEqual(whole);
  });
});

const setArb = fc.record({
  session: fc.integer({ min: 0, max: 5 }),
  weight: fc.oneof(
    fc.constant(null),
    fc.integer({ min: 0, max: 120 }).map((n) => n * 2.5),
  ),
  reps: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 20 })),
  rir: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 5 })),
  skipped: fc.boolean(),
  warmup: fc.boolean(),
});

type SetRow = typeof setArb extends fc.Arbitrary<infer T> ? T : never;

function build(rows: SetRow[], unit: 'kg' | 'lb'): RecordSet[] {
  // Sessions in order, a day apart; sets a minute apart inside each.
  return [...rows]
    .sort((a, b) => a.session - b.session)
    .map((row, index) => ({
      id: `id-${String(index).padStart(4, '0')}`,
      sessionId: `session-${row.session}`,
      performedAt: row.session * 86_400_000 + index * 60_000,
      weight: row.weight === null ? null : unit === 'kg' ? row.weight : row.weight / KG_PER_LB,
      weightUnit: unit,
      reps: row.reps,
      rir: row.rir,
      skipped: row.skipped,
      setType: row.warmup ? 'warmup' : 'normal',
    }));
}

describe('mostRepsBest (decision 095)', () => {
  // A pull-up history: 11 reps on Nov 26, the latest session (Dec 3) 10, and a belted set.
  const pullUps = () => [
    set('nov19', 0, 0, 9),
    set('nov26', 7 * 1440, 0, 11),
    set('nov26', 7 * 1440 + 3, 10, 6),
    set('dec3', 14 * 1440, 0, 10),
    set('dec3', 14 * 1440 + 3, 0, 12, { setType: 'warmup' }),
  ];

  it("is the most reps in one working set, whatever load, not the latest session's", () => {
    const sets = pullUps();
    const { bests } = exerciseRecords(sets, 'bodyweight');
    expect(mostRepsBest(bests)).toMatchObject({
      kind: 'reps',
      weightKey: '',
      value: 11,
      sessionId: 'nov26',
      setId: sets[1]!.id,
    });
    // The chart's latest point is 10; its highest is the same 11.
    const { series } = historyFromStats(exerciseSessionStats(sets, 'bodyweight'), 'bodyweight');
    expect(series.map((point) => point.value)).toEqual([9, 11, 10]);
    expect(Math.max(...series.map((point) => point.value))).toBe(11);
  });

  it('keeps the earliest of equals, and is null without a rep', () => {
    const sets = [...pullUps(), set('dec10', 21 * 1440, 5, 11)];
    expect(mostRepsBest(exerciseRecords(sets, 'bodyweight').bests)?.sessionId).toBe('nov26');
    expect(mostRepsBest(exerciseRecords([], 'bodyweight').bests)).toBeNull();
  });

  it("equals the chart's highest point for any bodyweight history", () => {
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 40 }), (rows) => {
        const sets = build(rows, 'kg');
        const most = mostRepsBest(exerciseRecords(sets, 'bodyweight').bests);
        const { series } = historyFromStats(exerciseSessionStats(sets, 'bodyweight'), 'bodyweight');
        expect(most?.value ?? null).toBe(
          series.length ? Math.max(...series.map((point) => point.value)) : null,
        );
      }),
    );
  });
});

describe('exerciseRecords properties', () => {
  const exerciseUnits = fc.constantFrom('reps', 'seconds', 'minutes') as fc.Arbitrary<
    'reps' | 'seconds' | 'minutes'
  >;

  it('records of a kind only ever go up, each above the best it beat', () => {
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 40 }), exerciseUnits, (rows, unit) => {
        const { events } = exerciseRecords(build(rows, 'kg'), unit);
        const last = new Map<string, number>();
        for (const event of events) {
          const key = `${event.kind}|${event.weightKg ?? ''}`;
          expect(event.value).toBeGreaterThan(event.previous);
          if (last.has(key)) expect(event.value).toBeGreaterThan(last.get(key)!);
          last.set(key, event.value);
        }
      }),
    );
  });

  it('never come from a warm-up, a skipped set or the first session', () => {
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 40 }), exerciseUnits, (rows, unit) => {
        const sets = build(rows, 'kg');
        const { events } = exerciseRecords(sets, unit);
        const firstWorking = sets.find((s) => !s.skipped && s.setType !== 'warmup' && s.reps);
        for (const event of events) {
          expect(event.sessionId).not.toBe(firstWorking?.sessionId);
          if (event.setId === null) continue;
          const source = sets.find((s) => s.id === event.setId)!;
          expect(source.skipped).toBe(false);
          expect(source.setType).not.toBe('warmup');
        }
      }),
    );
  });

  it('are the same whether the lifts were entered in kg or in lb', () => {
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 40 }), exerciseUnits, (rows, unit) => {
        const inKg = exerciseRecords(build(rows, 'kg'), unit).events;
        const inLb = exerciseRecords(build(rows, 'lb'), unit).events;
        expect(inLb.map((e) => [e.kind, e.setId, e.sessionId])).toEqual(
          inKg.map((e) => [e.kind, e.setId, e.sessionId]),
        );
        inLb.forEach((event, i) => expect(event.value).toBeCloseTo(inKg[i]!.value, 4));
      }),
    );
  });

  it('adding a warm-up or a skipped set anywhere changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(setArb, { maxLength: 30 }),
        fc.integer({ min: 0, max: 5 }),
        fc.boolean(),
        (rows, session, asWarmup) => {
          const sets = build(rows, 'kg');
          const extra: RecordSet = {
            id: 'zz-extra',
            sessionId: `session-${session}`,
            performedAt: session * 86_400_000 + 30_000,
            weight: 500,
            weightUnit: 'kg',
            reps: 20,
            rir: 0,
            skipped: !asWarmup,
            setType: asWarmup ? 'warmup' : 'normal',
          };
          expect(exerciseRecords([...sets, extra], 'reps').events).toEqual(
            exerciseRecords(sets, 'reps').events,
          );
        },
      ),
    );
  });
});
