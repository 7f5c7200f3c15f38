/**
 * The 52-week programme, generated from the phase templates (templates.ts) by the scheduling and
 * progression rules of docs/programme.md. Pure: the same week always gives the same workouts.
 */
import { JOURNEY_WEEKS, daysBetween, journeyWeek, phaseForWeek } from '../journey.ts';
import { exerciseById } from './exercises.ts';
import {
  PHASE_TEMPLATES,
  type IntervalProtocol,
  type PhaseTemplate,
  type Range,
  type Role,
  type SessionTemplate,
  type SlotTemplate,
  type StabilityKind,
} from './templates.ts';
import type { Exercise, ProgrammedExercise, ProgrammedWorkout, SessionType } from './types.ts';

/** The weekly block (docs/product.md#the-programme); VO2 max adds one a week from week 13. */
export const WEEKLY_BLOCK = { strength: 3, zone2: 4, stability: 5 } as const;
export const VO2MAX_FROM_WEEK = 13;

/** Scheduling rule (docs/programme.md): the day of the journey week each session falls on. */
export const STRENGTH_DAYS = [1, 3, 5] as const;
export const ZONE2_DAYS = [2, 4, 6, 7] as const;
export const VO2MAX_DAY = 6;
export const STABILITY_DAYS: readonly (readonly [day: number, kind: StabilityKind])[] = [
  [1, 'core'],
  [2, 'balance'],
  [3, 'mobility'],
  [4, 'core'],
  [5, 'balance'],
];

/** Which session of a day is primary (what Today shows): strength > VO2 max > Zone 2 > stability. */
const PRIORITY: Record<SessionType, number> = { strength: 0, vo2max: 1, zone2: 2, stability: 3 };

/** Deload: about 55% of the sets, 2 more reps in reserve, Zone 2 about two thirds as long. */
const DELOAD_SET_FACTOR = 0.55;
const DELOAD_RIR_INCREASE = 2;
const DELOAD_ZONE2_FACTOR = 2 / 3;
const MIN_REST = 60;
const MAX_REST = 120;
const MAX_RIR = 10;

const ZONE2_NOTE = 'Zone 2: 65-75% of (220 - age); nasal breathing, can talk in sentences.';
const WARM_UP_MINUTES = 10;
const COOL_DOWN_MINUTES = 5;
const STRENGTH_WARM_UP_MINUTES = 5;

const ROLE_NOTES: Record<Role, (phase: number) => string> = {
  main: () =>
    'Main lift: 2-3 lighter warm-up sets first. Pick a weight that leaves the target RIR after ' +
    'the target reps: as the target reps go down, the weight goes up. Beat the target two ' +
    'sessions in a row? The weight card adds the next step your bar and plates make.',
  accessory: (phase) =>
    phase === 1
      ? 'Tempo 3-1-1: 3 s down, 1 s pause, 1 s up. Learn the movement before adding weight.'
      : 'When every set reaches the target reps at the target RIR, add the smallest weight step.',
  power: () => 'Explosive: every rep fast and crisp; end the set as soon as the speed drops.',
  carry: () => 'Time per set. Stand tall and put the weight down before your posture breaks.',
  skill: () => 'Slow and smooth: practise, do not grind.',
  drill: () => 'Slow and controlled; end the set when form slips.',
};

const round = (value: number, step = 1) => Math.round(value / step) * step;

/** The value of a range at progress `p` (0 = first week of the phase, 1 = last build week). */
const at = (range: Range, p: number, step = 1) => round(range[0] + (range[1] - range[0]) * p, step);

const clampRest = (seconds: number) => Math.min(MAX_REST, Math.max(MIN_REST, seconds));

function exerciseOf(id: string): Exercise {
  const exercise = exerciseById(id);
  if (!exercise) throw new Error(`The programme references an unknown exercise: ${id}`);
  return exercise;
}

/** Where a week sits in its phase. The deload week repeats the last build week's progress. */
function weekContext(week: number) {
  const phase = phaseForWeek(week);
  const template = PHASE_TEMPLATES[phase.number - 1]!;
  const buildWeeks = phase.lastWeek - phase.firstWeek; // the last week of each phase is the deload
  const isDeload = week === phase.lastWeek;
  const weekInPhase = isDeload ? buildWeeks : week - phase.firstWeek + 1;
  const progress = buildWeeks <= 1 ? 1 : (weekInPhase - 1) / (buildWeeks - 1);
  return { phase, template, isDeload, weekInPhase, progress };
}

type WeekContext = ReturnType<typeof weekContext>;

/**
 * Sets at progress `p`, added one exercise at a time: slot `index` of `count` gains its set at
 * p = (index + 1) / (count + 1), so a session never jumps by a set on every exercise in one week.
 */
function staggeredSets(range: Range, p: number, index: number, count: number): number {
  const offset = (count - index) / (count + 1);
  return Math.floor(range[0] + (range[1] - range[0]) * p + offset);
}

function slotExercise(
  slot: SlotTemplate,
  index: number,
  count: number,
  template: PhaseTemplate,
  p: number,
): ProgrammedExercise {
  const exercise = exerciseOf(slot.exerciseId);
  const role = template.roles[slot.role];
  const targetStep = exercise.unit === 'reps' ? 1 : 5;
  const notes = [
    ROLE_NOTES[slot.role](template.phase),
    slot.notes,
    exercise.perSide ? 'Per side.' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    exerciseId: exercise.id,
    // A circuit keeps the same number of rounds for every drill.
    sets: Math.max(
      1,
      slot.role === 'drill'
        ? at(slot.sets ?? role.sets, p)
        : staggeredSets(slot.sets ?? role.sets, p, index, count),
    ),
    targetReps: Math.max(1, at(slot.target ?? role.target, p, targetStep)),
    targetRir: exercise.unit === 'reps' ? at(slot.rir ?? role.rir, p) : null,
    // Drills run as a circuit: their rest is the minute between rounds.
    restSeconds: slot.role === 'drill' ? MIN_REST : clampRest(exercise.restSeconds),
    notes,
  };
}

function deloadSets(exercise: ProgrammedExercise): ProgrammedExercise {
  return {
    ...exercise,
    sets: Math.max(1, Math.round(exercise.sets * DELOAD_SET_FACTOR)),
    targetRir:
      exercise.targetRir === null
        ? null
        : Math.min(MAX_RIR, exercise.targetRir + DELOAD_RIR_INCREASE),
    notes: `${exercise.notes} Deload: same weight or lighter, fewer sets.`,
  };
}

/** Seconds one set takes, both sides included. */
function setSeconds(exercise: Exercise, target: number): number {
  const sides = exercise.perSide ? 2 : 1;
  const work =
    exercise.unit === 'reps' ? target * 4 : exercise.unit === 'seconds' ? target : target * 60;
  return work * sides;
}

const toMinutes = (seconds: number) => Math.ceil(seconds / 60 / 5) * 5;

/** Straight sets: work + 20 s set-up per set, the rest between sets, a minute between exercises. */
function strengthMinutes(exercises: readonly ProgrammedExercise[]): number {
  const seconds = exercises.reduce((sum, e) => {
    const work = setSeconds(exerciseOf(e.exerciseId), e.targetReps) + 20;
    return sum + e.sets * work + (e.sets - 1) * e.restSeconds + 60;
  }, 0);
  return STRENGTH_WARM_UP_MINUTES + toMinutes(seconds);
}

/** A circuit: one set of each drill per round (15 s to change over), the rest between rounds. */
function circuitMinutes(exercises: readonly ProgrammedExercise[]): number {
  const rounds = Math.max(...exercises.map((e) => e.sets));
  const perRound = exercises.reduce(
    (sum, e) => sum + setSeconds(exerciseOf(e.exerciseId), e.targetReps) + 15,
    0,
  );
  return toMinutes(rounds * perRound + (rounds - 1) * MIN_REST);
}

const DELOAD_PREFIX =
  'Deload week: about half the sets and 2 more reps in reserve, so the next phase starts fresh. ';

function workout(
  week: number,
  day: number,
  type: SessionType,
  ctx: WeekContext,
  fields: Pick<ProgrammedWorkout, 'name' | 'description' | 'durationMinutes' | 'exercises'>,
): ProgrammedWorkout {
  return {
    id: `w${week}d${day}-${type}`,
    week,
    day,
    type,
    phase: ctx.phase.number,
    isDeload: ctx.isDeload,
    ...fields,
    name: ctx.isDeload ? `${fields.name} (Deload)` : fields.name,
    description: ctx.isDeload ? DELOAD_PREFIX + fields.description : fields.description,
  };
}

function strengthWorkout(week: number, day: number, session: SessionTemplate, ctx: WeekContext) {
  const built = session.slots.map((slot, i, all) =>
    slotExercise(slot, i, all.length, ctx.template, ctx.progress),
  );
  const exercises = ctx.isDeload ? built.map(deloadSets) : built;
  return workout(week, day, 'strength', ctx, {
    name: session.name,
    description: `${session.description} Rest 60-120 s between sets.`,
    durationMinutes: strengthMinutes(exercises),
    exercises,
  });
}

function stabilityWorkout(week: number, day: number, session: SessionTemplate, ctx: WeekContext) {
  const built = session.slots.map((slot, i, all) =>
    slotExercise(slot, i, all.length, ctx.template, ctx.progress),
  );
  const exercises = ctx.isDeload ? built.map(deloadSets) : built;
  const rounds = Math.max(...exercises.map((e) => e.sets));
  const when = (STRENGTH_DAYS as readonly number[]).includes(day)
    ? ' Do it before lifting: it doubles as the warm-up.'
    : '';
  return workout(week, day, 'stability', ctx, {
    name: session.name,
    description:
      `${session.description} A circuit: one set of each drill, ${rounds} rounds, ` +
      `60 s rest between rounds.${when}`,
    durationMinutes: circuitMinutes(exercises),
    exercises,
  });
}

function zone2Workout(week: number, day: number, ctx: WeekContext): ProgrammedWorkout {
  const { zone2 } = ctx.template;
  const slot = (ZONE2_DAYS as readonly number[]).indexOf(day);
  const exercise = exerciseOf(zone2.modalities[slot]!);
  const long = day === 7;
  const afterIntervals = day === VO2MAX_DAY && week >= VO2MAX_FROM_WEEK;
  const range = long
    ? zone2.longMinutes
    : afterIntervals
      ? zone2.afterIntervalsMinutes
      : zone2.minutes;
  const built = at(range, ctx.progress, 5);
  const minutes = ctx.isDeload ? Math.max(20, round(built * DELOAD_ZONE2_FACTOR, 5)) : built;
  const extra = long
    ? 'The long session of the week.'
    : afterIntervals
      ? 'Right after the intervals as an easy cool-down, or later in the day.'
      : '';
  const loadNote = exercise.loaded ? ` Pack about ${exercise.startingWeightLb} lb to start.` : '';
  const label = long ? 'Zone 2 Long' : 'Zone 2';
  return workout(week, day, 'zone2', ctx, {
    name: `${label}: ${exercise.name}`,
    description:
      `${exercise.name} for ${minutes} min at an easy, steady 65-75% of your max heart rate ` +
      `(220 - age): you can still talk in full sentences. Any modality that keeps you in the ` +
      `zone will do.${extra ? ` ${extra}` : ''}${loadNote}`,
    durationMinutes: minutes,
    exercises: [
      {
        exerciseId: exercise.id,
        sets: 1,
        targetReps: minutes,
        targetRir: null,
        restSeconds: MIN_REST,
        notes: extra ? `${ZONE2_NOTE} ${extra}` : ZONE2_NOTE,
      },
    ],
  });
}

/** The VO2 max prescription of a week: what the interval timer runs (decision 033). */
export interface Vo2maxPrescription {
  exerciseId: string;
  warmUpMinutes: number;
  intervals: number;
  workMinutes: number;
  easyMinutes: number;
  coolDownMinutes: number;
  effort: string;
}

function vo2maxOf(ctx: WeekContext): Vo2maxPrescription | null {
  const protocols = ctx.template.intervals;
  if (protocols.length === 0) return null;
  const protocol: IntervalProtocol = protocols[(ctx.weekInPhase - 1) % protocols.length]!;
  const built = at(protocol.intervals, ctx.progress);
  return {
    exerciseId: protocol.exerciseId,
    warmUpMinutes: WARM_UP_MINUTES,
    intervals: ctx.isDeload ? Math.max(2, Math.round(built / 2)) : built,
    workMinutes: protocol.workMinutes,
    // The easy minutes as prescribed: the set's restSeconds is held to 60-120 s for the rest
    // timer, which would cut 4 x 4 min's 3 easy minutes to 2.
    easyMinutes: protocol.easyMinutes,
    coolDownMinutes: COOL_DOWN_MINUTES,
    effort: protocol.effort,
  };
}

/** Week `week`'s VO2 max intervals, or null for a week without them (before week 13). */
export function vo2maxPrescription(week: number): Vo2maxPrescription | null {
  if (!isProgrammeWeek(week) || week < VO2MAX_FROM_WEEK) return null;
  return vo2maxOf(weekContext(week));
}

function vo2maxWorkout(week: number, day: number, ctx: WeekContext): ProgrammedWorkout {
  const prescription = vo2maxOf(ctx)!;
  const exercise = exerciseOf(prescription.exerciseId);
  const { intervals, workMinutes: work, easyMinutes: easy } = prescription;
  const plan = `${intervals} x ${work} min ${prescription.effort}, ${easy} min easy between`;
  const deloadNote = ctx.isDeload ? ' Deload: stay at the bottom of the effort range.' : '';
  return workout(week, day, 'vo2max', ctx, {
    name: `VO2 Max: ${intervals} x ${work} min Intervals`,
    description:
      `${WARM_UP_MINUTES} min easy warm-up, then ${plan}, then ${COOL_DOWN_MINUTES} min easy. ` +
      `On a ${exercise.name.toLowerCase()}, or any machine or hill where you can go hard safely.`,
    durationMinutes:
      WARM_UP_MINUTES + intervals * work + (intervals - 1) * easy + COOL_DOWN_MINUTES,
    exercises: [
      {
        exerciseId: exercise.id,
        sets: intervals,
        targetReps: work,
        targetRir: null,
        restSeconds: clampRest(easy * 60),
        notes:
          `${plan}. Warm up ${WARM_UP_MINUTES} min easy first, cool down ${COOL_DOWN_MINUTES} ` +
          `min after.${deloadNote}`,
      },
    ],
  });
}

function isProgrammeWeek(week: number): boolean {
  return Number.isInteger(week) && week >= 1 && week <= JOURNEY_WEEKS;
}

const byDayThenPriority = (a: ProgrammedWorkout, b: ProgrammedWorkout) =>
  a.day - b.day || PRIORITY[a.type] - PRIORITY[b.type];

/** Every session of journey week `week` (1-52), ordered by day then priority; [] for other weeks. */
export function programmeWeek(week: number): ProgrammedWorkout[] {
  if (!isProgrammeWeek(week)) return [];
  const ctx = weekContext(week);
  const sessions: ProgrammedWorkout[] = [
    ...STRENGTH_DAYS.map((day, i) => strengthWorkout(week, day, ctx.template.strength[i]!, ctx)),
    ...ZONE2_DAYS.map((day) => zone2Workout(week, day, ctx)),
    ...STABILITY_DAYS.map(([day, kind]) =>
      stabilityWorkout(week, day, ctx.template.stability[kind], ctx),
    ),
  ];
  if (week >= VO2MAX_FROM_WEEK) sessions.push(vo2maxWorkout(week, VO2MAX_DAY, ctx));
  return sessions.sort(byDayThenPriority);
}

/** The sessions of one day (1-7) of journey week `week`, the primary one first. */
export function workoutsForDay(week: number, day: number): ProgrammedWorkout[] {
  return programmeWeek(week).filter((w) => w.day === day);
}

const ID_PATTERN = /^w(\d{1,2})d([1-7])-(strength|zone2|stability|vo2max)$/;

/** The workout with a programme id such as "w13d1-strength", if there is one. */
export function programmedWorkout(id: string): ProgrammedWorkout | undefined {
  const match = ID_PATTERN.exec(id);
  if (!match) return undefined;
  return programmeWeek(Number(match[1])).find((w) => w.id === id);
}

/**
 * The journey week (journey.ts: clamped to 1-52) and the day within it, 1-7, where day 1 is the
 * weekday the journey started on. Before the start it is week 1, day 1 (the first workout, to
 * preview); after week 52 the week stays 52 and the days keep following the weekday rhythm.
 */
export function journeyDay(start: string, today: string): { week: number; day: number } {
  const days = daysBetween(start, today);
  return { week: journeyWeek(start, today), day: days < 0 ? 1 : (days % 7) + 1 };
}
