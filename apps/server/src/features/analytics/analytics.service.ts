/**
 * The analytics answers (docs/decisions/017-analytics.md, docs/analytics.md): the user's sets,
 * health days, workouts, goals and meals through the pure formulas of
 * packages/shared/src/domain/analytics and domain/coach. Every figure and sentence comes from the
 * user's numbers; too little data gives null, an empty list or a sentence that says what is
 * missing.
 */
import type { LoggedSet } from '@grandfit/shared/domain/coach/types.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { ageOn } from '@grandfit/shared/domain/person.ts';
import type { Sex } from '@grandfit/shared/domain/strength-standards.ts';
import {
  convertWeight,
  formatWeight,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';
import {
  JOURNEY_PHASES,
  JOURNEY_WEEKS,
  daysBetween,
  phaseForWeek,
} from '@grandfit/shared/domain/journey.ts';
import { goalsReached } from '@grandfit/shared/domain/goals/status.ts';
import { meanOrNull as mean } from '@grandfit/shared/domain/numbers.ts';
import {
  combinedRecoveryScore,
  HRV_BASELINE,
  hrvBaseline,
} from '@grandfit/shared/domain/recovery.ts';
import {
  DEFAULT_MANUAL_HRV_METHOD,
  HRV_METHODS,
  type HrvMethod,
} from '@grandfit/shared/schemas/health.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import { MAIN_LIFTS } from '@grandfit/shared/domain/progress/strength-progress.ts';
import { journeyDay, programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import {
  cardiacEfficiency,
  maxHeartRate,
  uthSorensenVo2Max,
  zone2Progress,
} from '@grandfit/shared/domain/analytics/cardio.ts';
import {
  adherenceMarker,
  cardioMarker,
  recoveryMarker,
  strengthMarker,
} from '@grandfit/shared/domain/analytics/markers.ts';
import {
  MIN_SESSIONS_FOR_PLATEAU,
  MIN_SESSIONS_FOR_RATE,
  MIN_SPAN_DAYS_FOR_PLATEAU,
  MIN_SPAN_DAYS_FOR_RATE,
  exerciseProgression,
  type ExerciseProgression,
} from '@grandfit/shared/domain/analytics/strength.ts';
import { round1, weeksToPlateau } from '@grandfit/shared/domain/analytics/trend.ts';
import {
  ACWR_DANGER,
  ACWR_SAFE_MAX,
  timeUnderLoad,
  weekOverUsual,
  weeklyLoads,
  workload,
} from '@grandfit/shared/domain/analytics/workload.ts';
import { splitWork } from '@grandfit/shared/domain/progress/volume.ts';
import { DEFAULT_TIME_ZONE, localDay } from '@grandfit/shared/domain/time-zone.ts';
import type {
  PerformanceMetrics,
  PredictiveInsights,
  TrainingPhaseAnalysis,
} from '@grandfit/shared/schemas/analytics.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { exerciseInfos, type ExerciseInfo } from '../exercises/exercise-names.ts';
import { complianceOf } from '../nutrition/meals.service.ts';
import { getSettings } from '../profile/settings.service.ts';
import type { Zone2Week } from '@grandfit/shared/domain/cardio/zone2.ts';
import {
  DAY_MS,
  completedWorkouts,
  goalFigures,
  healthDays,
  latestVo2Max,
  setsSince,
  workSince,
  zone2WeekOf,
  type CompletedCounts,
  type HealthDay,
  type WorkRow,
} from './analytics-data.ts';
import { firstSetTime, joinedAt } from '../training/set-history.ts';

/** Sets further back than the range still count for the 42-day current max and the 28-day load. */
const MIN_SET_DAYS = 42;
/** The first week of the range needs its own 28-day chronic load behind it. */
const CHRONIC_DAYS = 28;
const RESTING_HR_DAYS_FOR_VO2 = 7;
/**
 * The fewest sessions planned since he joined (about half a week of the programme) before the
 * phase recommendation judges his adherence: on his first day, 1 of 2 sessions done is no reason
 * to extend a 12-week phase.
 */
const ADHERENCE_MIN_PLANNED = 6;

/** Unplanned RIR 0 sets in the last 14 days: a moderate risk from 25 % of rated sets, high from 50 %. */
const GRIND_DAYS = 14;
const GRIND_MIN_SETS = 3;
/** HRV 7-day mean against the 28 days before it. */
const HRV_DROP_MODERATE = 0.1;
const HRV_DROP_HIGH = 0.2;
const ADHERENCE_TARGET = 80;

const pct = (value: number) => `${Math.round(value)}%`;
const signed = (value: number, unit: string) => `${value > 0 ? '+' : ''}${value}${unit}`;

/**
 * Loaded rep exercises (e1RM needs a load and reps), main lifts first in MAIN_LIFTS order: the
 * library's and the user's weighted custom exercises (imported lifts no library exercise matched).
 */
function progressions(
  sets: readonly LoggedSet[],
  now: number,
  exercises: ReadonlyMap<string, ExerciseInfo>,
): ExerciseProgression[] {
  const byExercise = new Map<string, LoggedSet[]>();
  for (const set of sets) {
    const exercise = exercises.get(set.exerciseId);
    if (!exercise?.loaded || exercise.unit !== 'reps') continue;
    const list = byExercise.get(set.exerciseId);
    if (list) list.push(set);
    else byExercise.set(set.exerciseId, [set]);
  }
  const rank = (id: string) => {
    const lift = exerciseById(id)?.mainLift;
    return lift === undefined ? MAIN_LIFTS.length : MAIN_LIFTS.indexOf(lift);
  };
  return [...byExercise.entries()]
    .map(([id, list]) => exerciseProgression(id, list, now))
    .filter((p) => p.sessions > 0)
    .sort((a, b) => rank(a.exerciseId) - rank(b.exerciseId) || b.sessions - a.sessions);
}

/** The programme's sessions of a week (day and type): pure, so computed once per week. */
const weekPlans = new Map<number, { day: number; type: SessionType; isDeload: boolean }[]>();
function weekPlan(week: number) {
  let plan = weekPlans.get(week);
  if (!plan) {
    plan = programmeWeek(week).map((w) => ({ day: w.day, type: w.type, isDeload: w.isDeload }));
    weekPlans.set(week, plan);
  }
  return plan;
}

/**
 * Workouts the programme plans from the journey start (or `from`, the later) to `today`, by type.
 * `from` is the later of the range's first day and the day the user joined: a journey starts on
 * the Monday of the sign-up week, and what it planned before he had the app is not his to do
 * (decision 087).
 */
function plannedWorkouts(journeyStart: string, from: string, today: string): CompletedCounts {
  const counts: CompletedCounts = { strength: 0, zone2: 0, stability: 0, vo2max: 0 };
  const start = from > journeyStart ? from : journeyStart;
  if (today < start) return counts;
  const firstWeek = journeyDay(journeyStart, start).week;
  const last = journeyDay(journeyStart, today);
  for (let week = firstWeek; week <= last.week; week++) {
    for (const workout of weekPlan(week)) {
      const date = addDays(journeyStart, (week - 1) * 7 + workout.day - 1);
      if (date >= start && date <= today) counts[workout.type] += 1;
    }
  }
  return counts;
}

const total = (counts: CompletedCounts) =>
  (Object.keys(counts) as SessionType[]).reduce((sum, type) => sum + counts[type], 0);

interface Gathered {
  now: number;
  /** The user's IANA zone: `today` and every chart day are its calendar days. */
  tz: string;
  today: string;
  days: number;
  week: number;
  journeyStart: string;
  sets: LoggedSet[];
  /** Every performed set of the same window, for the volume and time under load. */
  work: WorkRow[];
  /** The exercises of those sets: the library's and the user's custom ones (names, units). */
  exercises: Map<string, ExerciseInfo>;
  /** The user's unit (settings.units): volumes and strength figures are in it (decision 024). */
  units: WeightUnit;
  firstSet: number | null;
  health: HealthDay[];
  vo2: { date: string; value: number } | null;
  birthDate: string | null;
  bodyWeightKg: number | null;
  sex: Sex | null;
  done: { inRange: CompletedCounts; thisWeek: CompletedCounts };
  planned: CompletedCounts;
  zone2PlannedThisWeek: number;
  zone2Week: Zone2Week;
  nutrition: number | null;
}

/**
 * Everything a range needs, in parallel queries (docs/analytics.md "Queries"). `settings` when the
 * caller has read them already.
 */
async function gather(
  db: Db,
  userId: string,
  days: number,
  nowDate: Date,
  tz: string,
  known?: UserSettings,
): Promise<Gathered> {
  const now = nowDate.getTime();
  const today = localDay(now, tz);
  const settings = known ?? (await getSettings(db, userId));
  const { week } = journeyDay(settings.journeyStartDate, today);
  const since = new Date(now - days * DAY_MS);
  const setsFrom = new Date(now - Math.max(days + CHRONIC_DAYS, MIN_SET_DAYS) * DAY_MS);
  // Health: the range plus 28 days before it for the HRV change of the insights, and 60 days
  // before the range for each day's personal HRV baseline (domain/recovery.ts hrvBaseline).
  const healthFrom = addDays(today, -Math.max(days + HRV_BASELINE.normalDays - 1, 35) + 1);
  const [sets, work, firstSet, joined, health, vo2, done, compliance, zone2Week] =
    await Promise.all([
      setsSince(db, userId, setsFrom, nowDate),
      workSince(db, userId, setsFrom, nowDate),
      firstSetTime(db, userId),
      joinedAt(db, userId),
      healthDays(db, userId, healthFrom, today),
      latestVo2Max(db, userId, today),
      completedWorkouts(db, userId, { since, now: nowDate, settings, week }),
      complianceOf(db, userId, now),
      zone2WeekOf(db, userId, settings.journeyStartDate, week),
    ]);
  const rangeStart = addDays(today, -days + 1);
  const joinedOn = localDay(joined, tz);
  const exercises = await exerciseInfos(
    db,
    userId,
    work.map((set) => set.exerciseId),
  );
  return {
    now,
    tz,
    today,
    days,
    week,
    journeyStart: settings.journeyStartDate,
    sets,
    work,
    exercises,
    units: settings.units,
    firstSet,
    health,
    vo2,
    birthDate: settings.birthDate,
    bodyWeightKg: settings.bodyWeightKg,
    sex: settings.sex,
    done,
    planned: plannedWorkouts(
      settings.journeyStartDate,
      joinedOn > rangeStart ? joinedOn : rangeStart,
      today,
    ),
    zone2PlannedThisWeek: weekPlan(week).filter((w) => w.type === 'zone2').length,
    zone2Week,
    nutrition: compliance.overallScore,
  };
}

function rangeHealth(g: Gathered): HealthDay[] {
  const start = addDays(g.today, -g.days + 1);
  return g.health.filter((d) => d.date >= start);
}

function cardio(g: Gathered): PerformanceMetrics['cardioFitness'] {
  const health = rangeHealth(g);
  const resting = health.flatMap((d) =>
    d.restingHeartRate === null ? [] : [{ date: d.date, value: d.restingHeartRate }],
  );
  let estimatedVO2Max: number | null = null;
  let vo2MaxSource: PerformanceMetrics['cardioFitness']['vo2MaxSource'] = null;
  if (g.vo2) {
    estimatedVO2Max = round1(g.vo2.value);
    vo2MaxSource = 'recorded';
  } else if (g.birthDate && resting.length > 0) {
    const recent = mean(resting.slice(-RESTING_HR_DAYS_FOR_VO2).map((d) => d.value));
    const estimate =
      recent === null ? null : uthSorensenVo2Max(maxHeartRate(g.birthDate, g.today), recent);
    if (estimate !== null) {
      estimatedVO2Max = round1(estimate);
      vo2MaxSource = 'heartRate';
    }
  }
  return {
    estimatedVO2Max,
    vo2MaxSource,
    hasBirthDate: g.birthDate !== null,
    zone2Progress: zone2Progress(g.done.thisWeek.zone2, g.zone2PlannedThisWeek),
    zone2Done: g.done.thisWeek.zone2,
    zone2Planned: g.zone2PlannedThisWeek,
    zone2Week: g.zone2Week,
    cardiacEfficiency: cardiacEfficiency(resting),
  };
}

/**
 * Each day's combined recovery score, its HRV part read against the user's own baseline of the
 * same method once 7 days of it exist (decision 032), from `history` (the days before as well).
 */
function dailyRecoveryScores(
  days: readonly HealthDay[],
  history: readonly HealthDay[] = days,
): number[] {
  const readings = Object.fromEntries(
    HRV_METHODS.map((method) => [
      method,
      history.flatMap((h) => {
        const value = h.hrvByMethod[method];
        return value === undefined ? [] : [{ date: h.date, value }];
      }),
    ]),
  ) as Record<HrvMethod, { date: string; value: number }[]>;
  return days.flatMap((d) => {
    const method = d.hrv === null ? null : (d.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD);
    const score = combinedRecoveryScore({
      hrvMs: d.hrv,
      hrvBaseline: method === null ? null : hrvBaseline(readings[method], d.date, method),
      restingHeartRate: d.restingHeartRate,
      sleepHours: d.sleepHours,
      sleepQuality: d.sleepQuality,
    });
    return score === null ? [] : [score];
  });
}

/**
 * An e1RM (lb, as the domain works) in the user's unit, rounded only for the answer: rounded once,
 * after the conversion and past the conversion's float noise, so 62.5 kg × 8 at RIR 1 (81.25 kg)
 * shows 81.3 here as on Progress, not 81.2.
 */
function inUnit(lb: number, unit: WeightUnit): number;
function inUnit(lb: number | null, unit: WeightUnit): number | null;
function inUnit(lb: number | null, unit: WeightUnit) {
  return lb === null ? null : round1(Number(convertWeight(lb, 'lb', unit).toPrecision(12)));
}

/** Each day's best session e1RM of the range, for the chart, in the user's unit. */
function e1rmTrend(p: ExerciseProgression, rangeStart: number, unit: WeightUnit, tz: string) {
  const byDay = new Map<string, number>();
  for (const point of p.trend) {
    if (point.time < rangeStart) continue;
    const day = localDay(point.time, tz);
    byDay.set(day, Math.max(byDay.get(day) ?? 0, point.e1rm));
  }
  return [...byDay.entries()].map(([date, e1rm]) => ({ date, e1rm: inUnit(e1rm, unit) }));
}

function metrics(g: Gathered): PerformanceMetrics {
  // The progressions see the range (at least the 42 days of the current max), not the extra
  // 28 days fetched for the first week's chronic load.
  const progressionFrom = g.now - Math.max(g.days, MIN_SET_DAYS) * DAY_MS;
  const lifts = progressions(
    g.sets.filter((s) => Date.parse(s.performedAt) >= progressionFrom),
    g.now,
    g.exercises,
  );
  const loadOptions = { now: g.now, rangeDays: g.days, firstSetTime: g.firstSet };
  // Volume counts weight × reps of rep work only, in the user's unit
  // (docs/product.md#volume-definition); timed work is time under load, apart.
  const { lifted, held } = splitWork(g.work, (id) => g.exercises.get(id), g.units);
  const volumeSets: LoggedSet[] = lifted.map((set) => ({
    exerciseId: set.exerciseId,
    performedAt: new Date(set.time).toISOString(),
    weight: set.weight,
    reps: set.reps,
    rir: null,
    targetWeight: null,
    targetReps: null,
    targetRir: null,
    skipped: false,
  }));
  const load = workload(volumeSets, loadOptions);
  const rangeStart = g.now - g.days * DAY_MS;
  const cardioFitness = cardio(g);
  const liftMaxes = lifts.flatMap((p) => {
    const lift = exerciseById(p.exerciseId)?.mainLift;
    return lift && p.currentMax !== null ? [{ lift, e1rm: p.currentMax }] : [];
  });
  return {
    days: g.days,
    asOf: new Date(g.now).toISOString(),
    strengthProgression: lifts.map((p) => ({
      exerciseId: p.exerciseId,
      exerciseName: g.exercises.get(p.exerciseId)?.name ?? p.exerciseId,
      currentMax: inUnit(p.currentMax, g.units),
      progressionRate: p.progressionRate,
      plateauRisk: p.plateauRisk,
      projectedMax: inUnit(p.projectedMax, g.units),
      weightUnit: g.units,
      sessions: p.sessions,
      e1rmTrend: e1rmTrend(p, rangeStart, g.units, g.tz),
    })),
    volumeProgression: {
      weeklyVolume: load.weeklyVolume,
      unit: g.units,
      weeklyTimeUnderLoadSeconds: Math.round(timeUnderLoad(held, g.now - 7 * DAY_MS, g.now)),
      volumeChange: load.volumeChange,
      overreachingRisk: load.overreachingRisk,
      acwr: load.acwr,
      acwrNeedsDays: load.acwrNeedsDays,
      weeks: weeklyLoads(volumeSets, loadOptions).map((week) => ({
        end: localDay(week.end, g.tz),
        volume: week.volume,
        acwr: week.acwr,
        timeUnderLoadSeconds: Math.round(timeUnderLoad(held, week.end - 7 * DAY_MS, week.end)),
      })),
    },
    cardioFitness,
    longevityMarkers: {
      strength: strengthMarker(liftMaxes, {
        bodyWeightKg: g.bodyWeightKg,
        sex: g.sex,
        age: g.birthDate ? ageOn(g.birthDate, g.today) : null,
      }),
      cardio: cardioMarker(cardioFitness.estimatedVO2Max),
      stability: adherenceMarker(g.done.inRange.stability, g.planned.stability),
      recovery: recoveryMarker(dailyRecoveryScores(rangeHealth(g), g.health)),
      nutrition: g.nutrition,
      consistency: adherenceMarker(total(g.done.inRange), total(g.planned)),
    },
  };
}

export async function performanceMetrics(
  db: Db,
  userId: string,
  days: number,
  now = new Date(),
  tz = DEFAULT_TIME_ZONE,
): Promise<PerformanceMetrics> {
  return metrics(await gather(db, userId, days, now, tz));
}

const HRV_METHOD_NAMES: Record<HrvMethod, string> = { rmssd: 'RMSSD', sdnn: 'SDNN' };

/**
 * HRV of one method: mean of the last 7 days against the 28 days before; null without both.
 * SDNN and RMSSD are never mixed (decision 032).
 */
function hrvChangeOf(
  g: Gathered,
  method: HrvMethod,
): { method: HrvMethod; recent: number; base: number; change: number } | null {
  const split = addDays(g.today, -6);
  const baseFrom = addDays(g.today, -34);
  const values = (filter: (d: HealthDay) => boolean) =>
    g.health.flatMap((d) => {
      const value = d.hrvByMethod[method];
      return value !== undefined && filter(d) ? [value] : [];
    });
  const recent = mean(values((d) => d.date >= split));
  const base = mean(values((d) => d.date < split && d.date >= baseFrom && d.date <= g.today));
  if (recent === null || base === null || base === 0) return null;
  return { method, recent, base, change: (recent - base) / base };
}

/** The HRV change of the method of the user's latest HRV (the one they measure with now). */
function hrvChange(g: Gathered) {
  const latest = g.health.findLast((d) => d.hrv !== null && d.date <= g.today);
  return latest ? hrvChangeOf(g, latest.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD) : null;
}

/** Unplanned RIR 0 sets among the rated sets of the last 14 days. */
function grinding(g: Gathered) {
  const from = g.now - GRIND_DAYS * DAY_MS;
  const rated = g.sets.filter(
    (s) => Date.parse(s.performedAt) > from && s.rir !== null && s.reps > 0,
  );
  const atZero = rated.filter((s) => s.rir === 0 && s.targetRir !== 0).length;
  return { rated: rated.length, atZero };
}

/**
 * The 4 weeks include this one, so the ratio understates the jump from the 3 weeks before:
 * r = 3·ACWR / (4 − ACWR) (1.60 is twice the usual week).
 */
function usualNote(acwr: number): string {
  const r = weekOverUsual(acwr);
  return r === null ? ', after 3 weeks without load' : `, ${round1(r)}× the 3 weeks before`;
}

function injuryRisks(g: Gathered, m: PerformanceMetrics, notes: string[]) {
  const risks: PredictiveInsights['injuryRiskFactors'] = [];
  const { acwr, weeklyVolume, unit } = m.volumeProgression;
  const needs = m.volumeProgression.acwrNeedsDays;
  if (acwr === null) {
    notes.push(
      needs > 0
        ? `Load spikes: the acute:chronic workload ratio needs 28 days of logged sets: ${needs} more ${needs === 1 ? 'day' : 'days'}.`
        : 'Load spikes: the acute:chronic workload ratio needs some load in the last 28 days.',
    );
  } else if (acwr > ACWR_SAFE_MAX) {
    risks.push({
      risk: acwr > ACWR_DANGER ? 'high' : 'moderate',
      factor: `Load spike: your last 7 days' volume (${weeklyVolume} ${unit}) is ${acwr}× your 4-week weekly average${usualNote(acwr)} (acute:chronic workload ratio ${acwr}; above ${ACWR_SAFE_MAX} the injury risk rises, above ${ACWR_DANGER} steeply).`,
      mitigation: [
        `Keep next week's volume near ${Math.round(weeklyVolume / acwr)} ${unit} (your weekly average) rather than adding more.`,
        'Raise weekly load by no more than about 10% at a time.',
        'Add a rest day or an easy Zone 2 session before the next heavy session.',
      ],
    });
  }
  const grind = grinding(g);
  if (grind.rated >= GRIND_MIN_SETS) {
    const share = grind.atZero / grind.rated;
    if (grind.atZero >= GRIND_MIN_SETS && share >= 0.25) {
      risks.push({
        risk: share >= 0.5 ? 'high' : 'moderate',
        factor: `${grind.atZero} of your ${grind.rated} rated sets in the last ${GRIND_DAYS} days (${pct(share * 100)}) went to failure (RIR 0) when the plan asked for reps in reserve.`,
        mitigation: [
          'End each set at the target RIR: stop with the planned reps still in reserve.',
          'If the target reps need RIR 0, lower the load by one step next session.',
        ],
      });
    }
  } else {
    notes.push(
      `Sets to failure: fewer than ${GRIND_MIN_SETS} rated sets in the last ${GRIND_DAYS} days.`,
    );
  }
  const hrv = hrvChange(g);
  if (hrv === null) {
    notes.push(
      'HRV against load: HRV values are needed in the last 7 days and in the 4 weeks before.',
    );
  } else if (acwr !== null && acwr > 1 && -hrv.change >= HRV_DROP_MODERATE) {
    risks.push({
      risk: -hrv.change >= HRV_DROP_HIGH ? 'high' : 'moderate',
      factor: `HRV (${HRV_METHOD_NAMES[hrv.method]}) is falling while load rises: 7-day mean ${Math.round(hrv.recent)} ms against ${Math.round(hrv.base)} ms over the 4 weeks before (${pct(hrv.change * 100)}), with an acute:chronic workload ratio of ${acwr}.`,
      mitigation: [
        'Hold the load steady until the 7-day HRV is back near its 4-week mean.',
        'Prioritise 7-9 h of sleep and easy Zone 2 over extra intensity this week.',
      ],
    });
  }
  return risks;
}

function plateauPredictions(m: PerformanceMetrics): PredictiveInsights['plateauPredictions'] {
  return m.strengthProgression.flatMap((p) => {
    if (p.progressionRate === null || p.plateauRisk === null) return [];
    const weeks = weeksToPlateau(p.progressionRate);
    // Within the 12-week projection, or already flattening.
    if (weeks > 12 && p.plateauRisk <= 0.7) return [];
    const strategies =
      weeks === 0
        ? [
            `${p.exerciseName} moves ${signed(p.progressionRate, '%')}/week over the range: change the rep range (e.g. from 8 to 5 reps) for 4 weeks.`,
            'Take a deload week, then restart a little below your current working load.',
          ]
        : [
            `At ${signed(p.progressionRate, '%')}/week with a damped trend, ${p.exerciseName} gains under 0.25%/week in about ${weeks} weeks.`,
            'Add a set to the main work before adding load once the reps stall.',
            'Keep the rated RIR honest: the load should rise only when the target reps come with reps in reserve.',
          ];
    if (p.plateauRisk > 0.7) {
      strategies.push(
        `Plateau risk ${p.plateauRisk}: the recent slope is flat or the same load feels harder; plan a deload.`,
      );
    }
    return [
      {
        exerciseId: p.exerciseId,
        exerciseName: p.exerciseName,
        timeToPlateauWeeks: weeks,
        preventionStrategies: strategies,
      },
    ];
  });
}

function opportunities(g: Gathered, m: PerformanceMetrics) {
  const list: PredictiveInsights['optimizationOpportunities'] = [];
  const adherence = (type: SessionType, area: string, noun: string, advice: string[]) => {
    const planned = g.planned[type];
    const done = Math.min(g.done.inRange[type], planned);
    if (planned === 0) return;
    const share = (100 * done) / planned;
    if (share >= ADHERENCE_TARGET) return;
    list.push({
      area,
      potentialGain: `${done} of ${planned} planned ${noun} sessions done in ${g.days} days (${pct(share)}): ${planned - done} more would reach the plan.`,
      implementation: advice,
    });
  };
  adherence('zone2', 'Zone 2', 'Zone 2', [
    'Book the Zone 2 sessions in the calendar like appointments.',
    'Even 30 minutes at 65-75% of (220 − age) counts.',
  ]);
  adherence('stability', 'Stability', 'stability', [
    'Attach the short stability sessions to the end of another workout.',
  ]);
  const slow = m.strengthProgression
    .filter((p) => p.progressionRate !== null && p.progressionRate <= 0.5)
    .sort((a, b) => (a.progressionRate ?? 0) - (b.progressionRate ?? 0))[0];
  if (slow && slow.progressionRate !== null) {
    list.push({
      area: `Strength: ${slow.exerciseName}`,
      potentialGain: `${slow.exerciseName} moves ${signed(slow.progressionRate, '%')}/week (e1RM ${slow.currentMax === null ? 'not recent' : formatWeight(slow.currentMax, slow.weightUnit)}); 1%/week would add about ${slow.currentMax === null ? '?' : formatWeight(round1(slow.currentMax * (1.01 ** 12 - 1)), slow.weightUnit)} in 12 weeks.`,
      implementation: [
        'Log RIR on every set so the loads follow your real strength.',
        'Follow the coach’s weight card: it adds a step when every set beats the target.',
      ],
    });
  }
  const sleep = mean(rangeHealth(g).flatMap((d) => (d.sleepHours === null ? [] : [d.sleepHours])));
  if (sleep !== null && sleep < 7) {
    list.push({
      area: 'Sleep',
      potentialGain: `You averaged ${round1(sleep)} h of sleep over ${g.days} days; 7-9 h is the adult recommendation.`,
      implementation: ['Keep a fixed bedtime.', 'No caffeine after noon.'],
    });
  }
  if (g.nutrition !== null && g.nutrition < ADHERENCE_TARGET) {
    list.push({
      area: 'Nutrition',
      potentialGain: `LEAP compliance is ${g.nutrition}% over the last 7 days' meals; ${ADHERENCE_TARGET}% is the aim.`,
      implementation: ['Plan meals from your green-listed foods.'],
    });
  }
  return list;
}

async function projections(
  db: Db,
  userId: string,
  today: string,
): Promise<PredictiveInsights['longevityProjections']> {
  const all = await goalFigures(db, userId);
  const tested = all.filter((goal) => goal.testCount > 0);
  // The Goals screen's count: its labels, from the same function.
  const reached = goalsReached(
    all.map((goal) => ({
      progressPercentage: goal.progress,
      testCount: goal.testCount,
      scoredTestCount: goal.scoredTestCount,
    })),
  );
  if (tested.length === 0) {
    return {
      goalAlignment: null,
      goalsTested: 0,
      goalsReached: reached,
      currentTrajectory:
        all.length === 0
          ? 'No decathlon goals yet: set them on the Goals screen to see your trajectory.'
          : `None of your ${all.length} decathlon goals has been tested yet, so there is no trajectory to show.`,
      adjustmentRecommendations: all.length === 0 ? [] : ['Take the baseline quarterly tests.'],
    };
  }
  // A goal tested only in words has no progress to average: 'Not scored' on Goals.
  const scored = tested.filter((goal) => goal.scoredTestCount > 0);
  const unscored = tested.length - scored.length;
  if (scored.length === 0) {
    return {
      goalAlignment: null,
      goalsTested: tested.length,
      goalsReached: reached,
      currentTrajectory: `${tested.length} of ${all.length} decathlon goals tested, none with a performance score yet, so there is no progress to project.`,
      adjustmentRecommendations: [
        'Give each test a performance score (how close you are to the target, 0-100).',
      ],
    };
  }
  const alignment = Math.round(mean(scored.map((goal) => goal.progress)) ?? 0);
  const trends = scored.flatMap((goal) => {
    const first = goal.scores[0];
    const last = goal.scores[goal.scores.length - 1];
    if (!first || !last || goal.scores.length < 2) return [];
    const quarters = daysBetween(first.date, last.date) / 90;
    return quarters > 0 ? [(last.score - first.score) / quarters] : [];
  });
  const trend = mean(trends);
  let trajectory = `${tested.length} of ${all.length} decathlon goals tested, ${reached.achieved} achieved; mean progress of the ${unscored > 0 ? `${scored.length} scored` : 'tested'} goals ${alignment}%.`;
  if (trend === null) {
    trajectory += ' One scored test per goal so far: the next quarterly tests will show the trend.';
  } else {
    const perQuarter = round1(trend);
    trajectory += ` Scored tests move ${signed(perQuarter, '')} points per quarter on average`;
    trajectory +=
      perQuarter > 0 && alignment < 100
        ? `: at that pace the tested goals reach 100% in about ${Math.ceil((100 - alignment) / perQuarter)} quarters.`
        : '.';
  }
  const adjustments = [...scored]
    .sort((a, b) => a.progress - b.progress)
    .slice(0, 2)
    .filter((goal) => goal.progress < 100)
    .map(
      (goal) =>
        `${goal.activityName} is at ${goal.progress}%: give it a weekly session that trains it.`,
    );
  if (unscored > 0) {
    adjustments.push(`Score the ${unscored} goals tested without a performance score.`);
  }
  const untested = all.length - tested.length;
  if (untested > 0) adjustments.push(`Test the ${untested} untested goals to see where you stand.`);
  const overdue = all.filter((goal) => goal.nextTestDate < today).length;
  if (overdue > 0) adjustments.push(`${overdue} quarterly tests are overdue.`);
  return {
    goalAlignment: alignment,
    goalsTested: tested.length,
    goalsReached: reached,
    currentTrajectory: trajectory,
    adjustmentRecommendations: adjustments,
  };
}

export const INSIGHTS_DAYS = 90;

export async function predictiveInsights(
  db: Db,
  userId: string,
  now = new Date(),
  tz = DEFAULT_TIME_ZONE,
): Promise<PredictiveInsights> {
  const [g, longevity] = await Promise.all([
    gather(db, userId, INSIGHTS_DAYS, now, tz),
    projections(db, userId, localDay(now.getTime(), tz)),
  ]);
  const m = metrics(g);
  const notes: string[] = [];
  const injuryRiskFactors = injuryRisks(g, m, notes);
  const plateaus = plateauPredictions(m);
  if (!m.strengthProgression.some((p) => p.plateauRisk !== null)) {
    notes.push(
      `Plateaus: a trend needs ${MIN_SESSIONS_FOR_RATE} sessions of a loaded lift spread over at least ${MIN_SPAN_DAYS_FOR_RATE} days in the last 90 days, and a plateau ${MIN_SESSIONS_FOR_PLATEAU} sessions over ${MIN_SPAN_DAYS_FOR_PLATEAU} days.`,
    );
  }
  return {
    injuryRiskFactors,
    plateauPredictions: plateaus,
    optimizationOpportunities: opportunities(g, m),
    longevityProjections: longevity,
    dataNotes: notes,
  };
}

export async function trainingPhaseAnalysis(
  db: Db,
  userId: string,
  now = new Date(),
  tz = DEFAULT_TIME_ZONE,
): Promise<TrainingPhaseAnalysis> {
  // The user's day, as Method and Progress place it: a Saturday evening in Los Angeles is still
  // Saturday here, not UTC's Sunday (docs/decisions/035-local-days-acwr-and-sleep.md).
  const today = localDay(now.getTime(), tz);
  const settings = await getSettings(db, userId);
  const { journeyStartDate } = settings;
  const { week } = journeyDay(journeyStartDate, today);
  const phase = phaseForWeek(week);
  const phaseStart = addDays(journeyStartDate, (phase.firstWeek - 1) * 7);
  const sincePhase = Math.max(0, daysBetween(phaseStart, today)) + 1;
  // The phase so far (at least a week, so the weekly figures have one).
  const days = Math.min(180, Math.max(7, sincePhase));
  const g = await gather(db, userId, days, now, tz, settings);
  const m = metrics(g);
  const planned = total(g.planned);
  const done = total(g.done.inRange);
  const completion = planned > 0 ? (100 * Math.min(done, planned)) / planned : null;
  const rates = m.strengthProgression.flatMap((p) =>
    p.progressionRate === null ? [] : [p.progressionRate],
  );
  const meanRate = mean(rates);
  const recovery7 = mean(
    dailyRecoveryScores(
      g.health.filter((d) => d.date >= addDays(today, -6)),
      g.health,
    ),
  );
  const hrv = hrvChange(g);
  const markers: Record<string, number> = {};
  if (completion !== null) markers.sessionCompletion = Math.round(completion);
  if (meanRate !== null) markers.strengthRatePerWeek = round1(meanRate);
  if (m.volumeProgression.acwr !== null) markers.acwr = m.volumeProgression.acwr;
  if (recovery7 !== null) markers.recoveryScore7d = Math.round(recovery7);
  // One marker per method: an RMSSD change and an SDNN change are different figures.
  for (const method of HRV_METHODS) {
    const change = hrvChangeOf(g, method);
    if (change !== null)
      markers[method === 'rmssd' ? 'hrvRmssdChange' : 'hrvSdnnChange'] = round1(
        change.change * 100,
      );
  }
  if (m.cardioFitness.cardiacEfficiency !== null)
    markers.cardiacEfficiency = m.cardioFitness.cardiacEfficiency;
  if (m.cardioFitness.estimatedVO2Max !== null) markers.vo2Max = m.cardioFitness.estimatedVO2Max;

  const isDeloadWeek = weekPlan(week).some((w) => w.isDeload);
  const plateaued = m.strengthProgression.filter((p) => (p.plateauRisk ?? 0) > 0.7);
  const next = JOURNEY_PHASES.find((p) => p.number === phase.number + 1);
  const acwr = m.volumeProgression.acwr;
  let recommendation: TrainingPhaseAnalysis['nextPhaseRecommendation'];
  const journeyEnd = addDays(journeyStartDate, JOURNEY_WEEKS * 7 - 1);
  if (today < journeyStartDate) {
    recommendation = {
      action: 'extend',
      reason: `Your journey starts on ${journeyStartDate}: the Foundation phase begins then.`,
    };
  } else if (today > journeyEnd) {
    recommendation = {
      action: 'advance',
      reason: `Your 52-week journey ended on ${journeyEnd}: start a new journey in Settings to begin the Foundation phase again.`,
    };
  } else if (isDeloadWeek) {
    recommendation = {
      action: 'deload',
      reason: `Week ${week} is the ${phase.name} phase's planned deload week: fewer sets and more reps in reserve before ${next ? `the ${next.name} phase` : 'the journey ends'}.`,
    };
  } else if (acwr !== null && acwr > ACWR_DANGER) {
    recommendation = {
      action: 'deload',
      reason: `Your acute:chronic workload ratio is ${acwr} (above ${ACWR_DANGER}): take a lighter week before going on.`,
    };
  } else if (recovery7 !== null && recovery7 < 50) {
    recommendation = {
      action: 'deload',
      reason: `Your recovery score averaged ${Math.round(recovery7)} over the last 7 days (below 50): take a lighter week.`,
    };
  } else if (plateaued.length >= 2) {
    recommendation = {
      action: 'deload',
      reason: `${plateaued.map((p) => p.exerciseName).join(', ')} show a plateau risk above 0.7: a deload week lets them move again.`,
    };
  } else if (done === 0) {
    recommendation = {
      action: 'extend',
      reason: `No workout completed in the ${phase.name} phase yet: the phase needs its sessions before the next one.`,
    };
  } else if (completion !== null && completion < 70 && planned >= ADHERENCE_MIN_PLANNED) {
    recommendation = {
      action: 'extend',
      reason: `${Math.round(completion)}% of the ${planned} sessions planned so far in the ${phase.name} phase are done (under 70%): extend the phase to build its base.`,
    };
  } else if (meanRate !== null && meanRate <= 0) {
    recommendation = {
      action: 'extend',
      reason: `Your lifts average ${signed(round1(meanRate), '%')}/week in this phase: extend it until they move again.`,
    };
  } else {
    const parts = [
      completion === null || planned < ADHERENCE_MIN_PLANNED
        ? null
        : `${Math.round(completion)}% of the planned sessions done`,
      meanRate === null ? null : `lifts ${signed(round1(meanRate), '%')}/week`,
      recovery7 === null ? null : `recovery ${Math.round(recovery7)}`,
    ].filter((part): part is string => part !== null);
    recommendation = {
      action: 'advance',
      reason: `On track (${parts.length > 0 ? parts.join(', ') : 'the phase is young'}): ${next ? `advance to the ${next.name} phase in week ${next.firstWeek}` : 'finish the journey as planned'}.`,
    };
  }

  const optimizations: string[] = [];
  for (const p of plateaued) {
    optimizations.push(
      `${p.exerciseName}: plateau risk ${p.plateauRisk}; vary the rep range for a few weeks.`,
    );
  }
  if (m.cardioFitness.zone2Progress !== null && m.cardioFitness.zone2Progress < 100) {
    optimizations.push(
      `Zone 2: ${m.cardioFitness.zone2Done} of ${m.cardioFitness.zone2Planned} sessions done this week.`,
    );
  }
  if (acwr !== null && acwr > ACWR_SAFE_MAX) {
    optimizations.push(`Load: acute:chronic ratio ${acwr}; keep the next week's volume steady.`);
  }
  if (hrv !== null && hrv.change <= -HRV_DROP_MODERATE) {
    optimizations.push(
      `HRV (${HRV_METHOD_NAMES[hrv.method]}) is ${pct(-hrv.change * 100)} below its 4-week mean: favour sleep and easy sessions.`,
    );
  }
  return {
    currentPhase: phase.name,
    week,
    phaseNumber: phase.number,
    nextPhaseRecommendation: recommendation,
    phaseProgress: Math.round(
      (100 * (week - phase.firstWeek + 1)) / (phase.lastWeek - phase.firstWeek + 1),
    ),
    adaptationMarkers: markers,
    phaseOptimizations: optimizations,
  };
}
