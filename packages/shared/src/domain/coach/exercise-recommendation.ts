/**
 * The AI weight card: GET /api/ai/exercise-recommendation/{exerciseId}
 * (docs/product.md#weight-recommendation; docs/coach.md "Weight recommendation"). RIR-based
 * autoregulation (Helms et al. 2016): the load for today's target reps and RIR comes from the
 * user's current e1RM, then readiness may lower it.
 */
import { phaseForWeek } from '../journey.ts';
import { readinessBand, type ReadinessBand } from '../recovery.ts';
import { dataAmountOf, dataConfidence } from './confidence.ts';
import {
  RECENT_WINDOW_DAYS,
  ageDays,
  assumedRir,
  bestSet,
  cleanSets,
  describeAge,
  groupSessions,
  parseNow,
  plural,
  recentSessions,
  setE1rm,
  topLoad,
  type CleanSet,
  type Session,
} from './history.ts';
import { DEFAULT_TARGET_RIR, WEIGHT_STEP_LB, loadForTarget, loadIncrement } from './strength.ts';
import { TWO_FOR_TWO_REPS, TWO_FOR_TWO_SESSIONS, twoForTwo } from './two-for-two.ts';
import type { ExerciseRecommendation, ExerciseTarget, LoggedSet } from './types.ts';
import { weightScale, type CoachUnits, type WeightScale } from './units.ts';
import { displayWeight, type WeightUnit } from '../units/weight.ts';

const shownWeight = (entered: { weight: number; unit: WeightUnit }, unit: WeightUnit) =>
  displayWeight(entered.weight, entered.unit, unit);

/**
 * Load cut by readiness band (recovery.ts readinessBand, docs/product.md#readiness-bands). Below
 * Fair only: Low (50-59) -5 %, Poor (< 50) -10 %. At 8 reps, one rep in reserve is worth about
 * 2.5 % of the load (Epley: 1/30 of e1RM), so the cuts are roughly 2 and 4 extra reps in reserve.
 */
export const READINESS_LOAD_REDUCTION: Readonly<Record<ReadinessBand, number>> = {
  Excellent: 0,
  Good: 0,
  Fair: 0,
  Low: 0.05,
  Poor: 0.1,
};
/** For bodyweight work readiness adds reps in reserve instead: Low +1, Poor +2. */
export const READINESS_EXTRA_RIR: Readonly<Record<ReadinessBand, number>> = {
  Excellent: 0,
  Good: 0,
  Fair: 0,
  Low: 1,
  Poor: 2,
};
/** Recent sessions count with weight 0.5^(age / 14 days). */
export const RECENCY_HALF_LIFE_DAYS = 14;
/** After more than 6 weeks without the exercise the last estimate is lowered by 10 %. */
export const DETRAINING_REDUCTION = 0.1;

export interface Readiness {
  score: number;
  band: ReadinessBand;
  loadReduction: number;
  extraRir: number;
}

export function readinessAdjustment(score: number | null): Readiness | null {
  if (score === null || !Number.isFinite(score)) return null;
  const rounded = Math.round(Math.min(100, Math.max(0, score)));
  const band = readinessBand(rounded);
  return {
    score: rounded,
    band,
    loadReduction: READINESS_LOAD_REDUCTION[band],
    extraRir: READINESS_EXTRA_RIR[band],
  };
}

export interface CurrentE1rm {
  /** The e1RM the recommendation uses, lb. */
  value: number;
  /** The latest session's best set and its e1RM. */
  latestSet: CleanSet;
  latestValue: number;
  daysSinceLast: number;
  /** Sessions in the recent window with a working set. */
  recentSessions: number;
  /** The recency-weighted mean was above the latest session and was used. */
  weighted: boolean;
  /** No session in the window: the latest estimate lowered by DETRAINING_REDUCTION. */
  detrained: boolean;
}

/**
 * current e1RM = max(latest session's best, Σ wᵢ·bestᵢ / Σ wᵢ) over the sessions of the last
 * 6 weeks, wᵢ = 0.5^(ageᵢ / 14). A better last session is taken as it is; a worse one is smoothed
 * by the sessions before it. With no session in the window: latest best × 0.9.
 */
export function currentE1rm(sessions: readonly Session[], now: number): CurrentE1rm | null {
  const scored = sessions.flatMap((session) => {
    const best = bestSet(session);
    return best ? [{ session, best, e1rm: setE1rm(best) }] : [];
  });
  const latest = scored[scored.length - 1];
  if (!latest) return null;
  const daysSinceLast = ageDays(latest.session.end, now);
  const recent = scored.filter((s) => ageDays(s.session.end, now) <= RECENT_WINDOW_DAYS);
  const base = { latestSet: latest.best, latestValue: latest.e1rm, daysSinceLast };
  if (recent.length === 0) {
    return {
      ...base,
      value: latest.e1rm * (1 - DETRAINING_REDUCTION),
      recentSessions: 0,
      weighted: false,
      detrained: true,
    };
  }
  let weightSum = 0;
  let total = 0;
  for (const s of recent) {
    const weight = 0.5 ** (ageDays(s.session.end, now) / RECENCY_HALF_LIFE_DAYS);
    weightSum += weight;
    total += weight * s.e1rm;
  }
  const mean = total / weightSum;
  // Rounding makes the mean of equal sessions (or of one) a hair above them at some ages: that is
  // no smoothing to speak of.
  const weighted = mean - latest.e1rm > latest.e1rm * 1e-9;
  return {
    ...base,
    value: weighted ? mean : latest.e1rm,
    recentSessions: recent.length,
    weighted,
    detrained: false,
  };
}

interface Context {
  target: ExerciseTarget;
  targetRir: number;
  unitWord: string;
  readiness: Readiness | null;
  sets: CleanSet[];
  sessions: Session[];
  now: number;
  /** lb, on the user's step. */
  minWeight: number;
  /** The user's unit and step: loads are rounded in it and said in it. */
  scale: WeightScale;
}

function rirText(set: CleanSet): string {
  return set.rir === null
    ? `no RIR logged (counted as ${assumedRir(set)})`
    : `${plural(set.rir, 'rep')} in reserve`;
}

/** The load at a step, never below the implement's minimum. */
function finalLoad(raw: number, ctx: Context): number {
  return Math.max(ctx.minWeight, ctx.scale.roundDown(raw));
}

function readinessSentence(ctx: Context, before: number, after: number): string {
  const lb = ctx.scale.text;
  const r = ctx.readiness;
  if (r === null) return 'No readiness score today, so the load is not adjusted for recovery.';
  if (r.loadReduction === 0) return `Readiness is ${r.score} (${r.band}) today: no reduction.`;
  const pct = Math.round(r.loadReduction * 100);
  const low = `Readiness is low today (${r.score}, ${r.band})`;
  if (after < before) {
    return `${low}, so the load is reduced by ${pct}% (from ${lb(before)} to ${lb(after)}).`;
  }
  if (after <= ctx.minWeight) {
    return `${low}, but ${lb(after)} is already the lightest load for this exercise: stop each set with an extra rep in reserve.`;
  }
  return `${low}; a ${pct}% cut is less than one ${lb(ctx.scale.stepLb)} step at this load, so it stays at ${lb(after)}: stop each set with an extra rep in reserve.`;
}

function ratingNote(ctx: Context): string | null {
  const recent = recentSessions(ctx.sessions, ctx.now).flatMap((s) => s.sets);
  const unrated = recent.filter((s) => s.rir === null).length;
  if (unrated === 0) return null;
  return `${unrated} of your ${plural(recent.length, 'recent set')} have no RIR logged; rating every set makes this estimate sharper.`;
}

function withReadiness(ctx: Context, raw: number): { before: number; after: number } {
  const reduction = ctx.readiness?.loadReduction ?? 0;
  return { before: finalLoad(raw, ctx), after: finalLoad(raw * (1 - reduction), ctx) };
}

/**
 * The load a rise is measured from: the heaviest top load of the recent sessions (the last session
 * when none is recent), so coming back to a recent working weight after a light day is not capped.
 */
export function heaviestRecentLoad(ctx: { sessions: readonly Session[]; now: number }): number {
  const recent = recentSessions(ctx.sessions, ctx.now);
  const pool = recent.length > 0 ? recent : ctx.sessions.slice(-1);
  return Math.max(0, ...pool.map(topLoad));
}

function fromE1rm(ctx: Context, current: CurrentE1rm): { weight: number; sentences: string[] } {
  const lb = ctx.scale.text;
  const { latestSet: set } = current;
  const sentences = [
    `Your best set last session (${describeAge(current.daysSinceLast)}) was ${lb(set.weight)} × ${set.reps} with ${rirText(set)}: an estimated max (e1RM) of ${lb(current.latestValue)} by Epley with reps in reserve.`,
  ];
  if (current.weighted) {
    sentences.push(
      `Weighting your last ${plural(current.recentSessions, 'session')} by recency gives ${lb(current.value)}.`,
    );
  }
  if (current.detrained) {
    sentences.push(
      `That is more than ${RECENT_WINDOW_DAYS / 7} weeks ago, so the estimate is lowered by ${Math.round(DETRAINING_REDUCTION * 100)}% to ${lb(current.value)} to ease back in.`,
    );
  }
  const { targetReps } = ctx.target;
  const ideal = loadForTarget(current.value, targetReps, ctx.targetRir);
  const reference = heaviestRecentLoad(ctx);
  const step = loadIncrement(
    reference,
    ctx.target.region ?? null,
    ctx.target.week === undefined ? null : phaseForWeek(ctx.target.week).number,
    ctx.scale.stepLb,
  );
  // The load rises above the heaviest recent load only once the 2-for-2 rule is met, and then by
  // at most one NSCA step: one good session never raises it (two-for-two.ts).
  const rule = twoForTwo(recentSessions(ctx.sessions, ctx.now));
  const cap = rule.met ? reference + step : reference;
  const raw = Math.min(ideal, cap);
  const { before, after } = withReadiness(ctx, raw);
  const aim = `For ${targetReps} reps with ${ctx.targetRir} in reserve`;
  if (ideal > cap && rule.met) {
    sentences.push(
      `${aim} that would be ${lb(ideal)}, but the load rises at most ${lb(step)} a session (the NSCA step for this lift) above your heaviest recent ${lb(reference)}, so ${lb(before)}.`,
    );
  } else if (ideal > cap) {
    // A recent load off the user's step (another gym's plates, an import) is held on the step.
    const held =
      before < reference
        ? `${lb(before)}: your heaviest recent load, ${lb(reference)}, down to the ${lb(ctx.scale.stepLb)} step`
        : `${lb(before)}, your heaviest recent load`;
    sentences.push(
      `${aim} that would be ${lb(ideal)}, but the load goes up only after ${TWO_FOR_TWO_SESSIONS} sessions in a row with the last set ${TWO_FOR_TWO_REPS}+ reps over the target, done or in reserve (the NSCA 2-for-2 rule; ${rule.streak} of ${TWO_FOR_TWO_SESSIONS} so far), so ${held}.`,
    );
  } else if (before > ctx.scale.roundDown(raw)) {
    sentences.push(
      `${aim} that is ${lb(ideal)}; ${lb(before)} is the lightest load for this exercise.`,
    );
  } else {
    sentences.push(
      `${aim} that is ${lb(ideal)}, rounded down to the ${lb(ctx.scale.stepLb)} step: ${lb(before)}.`,
    );
  }
  sentences.push(readinessSentence(ctx, before, after));
  return { weight: after, sentences };
}

function timedLoad(ctx: Context, current: CurrentE1rm): { weight: number; sentences: string[] } {
  const lb = ctx.scale.text;
  const last = ctx.sessions[ctx.sessions.length - 1]!;
  const lastTop = topLoad(last);
  const longest = Math.max(...last.sets.filter((s) => s.weight === lastTop).map((s) => s.reps));
  const sentences = [
    `A timed exercise: Epley does not apply to ${ctx.unitWord}, so the load follows last session's heaviest (${describeAge(current.daysSinceLast)}), ${lb(lastTop)} for ${longest} ${ctx.unitWord}.`,
  ];
  let raw = lastTop;
  if (current.detrained) {
    raw = lastTop * (1 - DETRAINING_REDUCTION);
    sentences.push(
      `That is more than ${RECENT_WINDOW_DAYS / 7} weeks ago, so it is lowered by ${Math.round(DETRAINING_REDUCTION * 100)}% to ease back in.`,
    );
  }
  const { before, after } = withReadiness(ctx, raw);
  sentences.push(`Aim for ${ctx.target.targetReps} ${ctx.unitWord} at ${lb(before)}.`);
  sentences.push(readinessSentence(ctx, before, after));
  return { weight: after, sentences };
}

function startingPoint(ctx: Context): string[] {
  const lb = ctx.scale.text;
  const start = startingLoad(ctx);
  const none =
    ctx.sets.length === 0
      ? 'No finished session of this exercise is logged yet'
      : `None of your ${plural(ctx.sets.length, 'logged set')} of this exercise has both a load and a completed rep`;
  const sentences = [
    `${none}, so ${lb(start)} is a starting point: the programme's light first-time load, not an estimate from your data.`,
    ctx.unitWord === 'reps'
      ? `Do ${ctx.target.targetReps} reps with ${ctx.targetRir} in reserve and log the RIR you had; the next recommendation will use it.`
      : `Do ${ctx.target.targetReps} ${ctx.unitWord} and log the set; the next recommendation will use it.`,
  ];
  const r = ctx.readiness;
  if (r && r.loadReduction > 0) {
    sentences.push(
      `Readiness is low today (${r.score}, ${r.band}); the starting weight is already light, so keep it and stop each set with ${ctx.targetRir + r.extraRir} or more reps in reserve.`,
    );
  }
  return sentences;
}

function noStartingPoint(ctx: Context): string[] {
  const none =
    ctx.sets.length === 0
      ? 'No finished session of this exercise is logged yet'
      : `None of your ${plural(ctx.sets.length, 'logged set')} of this exercise has both a load and a completed rep`;
  return [
    `${none}, and it is your own exercise, so there is no starting load to suggest.`,
    ctx.unitWord === 'reps'
      ? `Pick a weight you can lift for ${ctx.target.targetReps} reps with ${ctx.targetRir} in reserve and log it with its RIR; the next recommendation will use it.`
      : `Pick a weight you can hold for ${ctx.target.targetReps} ${ctx.unitWord} and log the set; the next recommendation will use it.`,
  ];
}

/** The programme's first-time load (lb) on the user's step, never below the implement. */
function startingLoad(ctx: Context): number {
  return Math.max(ctx.minWeight, ctx.scale.roundNearest(ctx.target.startingWeightLb));
}

function bodyweight(ctx: Context): string[] {
  const assisted = ctx.target.assisted === true;
  const sentences = [
    assisted
      ? 'An assisted exercise: the band or the machine takes some of your weight, and less help is your progress.'
      : 'A bodyweight exercise, so there is no load to set.',
  ];
  const r = ctx.readiness;
  const extra = r?.extraRir ?? 0;
  const timed = ctx.target.unit !== undefined && ctx.target.unit !== 'reps';
  const done = ctx.sets.filter((s) => s.reps >= 1);
  const last = groupSessions(done).at(-1);
  if (timed) {
    const target = ctx.target.targetReps;
    if (last) {
      const longest = Math.max(...last.sets.map((s) => s.reps));
      sentences.push(
        `Your longest last session (${describeAge(ageDays(last.end, ctx.now))}) was ${longest} ${ctx.unitWord}.`,
      );
    } else {
      sentences.push('No finished session is logged yet, so the target is a starting point.');
    }
    const cut = r?.loadReduction ?? 0;
    if (r && cut > 0) {
      sentences.push(
        `Readiness is low today (${r.score}, ${r.band}), so shorten each to about ${Math.max(1, Math.floor(target * (1 - cut)))} ${ctx.unitWord} (${Math.round(cut * 100)}% less than the ${target} planned).`,
      );
    } else {
      sentences.push(`Aim for ${target} ${ctx.unitWord}.`);
    }
    return sentences;
  }
  const rir = ctx.targetRir + extra;
  const goal = ctx.target.targetReps + ctx.targetRir;
  if (last) {
    const best = last.sets.reduce((a, b) =>
      b.reps + assumedRir(b) > a.reps + assumedRir(a) ? b : a,
    );
    const toFailure = best.reps + assumedRir(best);
    sentences.push(
      `Your best set last session (${describeAge(ageDays(last.end, ctx.now))}) was ${best.reps} reps with ${rirText(best)}, about ${toFailure} reps to failure.`,
    );
    if (toFailure >= goal + 3) {
      sentences.push(
        `That is ${toFailure - goal} more than ${ctx.target.targetReps} reps with ${ctx.targetRir} in reserve needs: ${assisted ? 'take some help off (a lighter band, or the next lighter setting on the machine)' : 'slow the tempo or move to a harder variation'}.`,
      );
    } else if (toFailure < goal) {
      sentences.push(
        `That is short of ${ctx.target.targetReps} reps with ${ctx.targetRir} in reserve: do the clean reps you can, or ${assisted ? 'use a little more help' : 'use an easier variation'}.`,
      );
    }
  } else {
    sentences.push('No finished session is logged yet, so the target is a starting point.');
  }
  if (r && extra > 0) {
    sentences.push(
      `Readiness is low today (${r.score}, ${r.band}), so leave ${plural(extra, 'more rep')} in reserve than planned: ${ctx.target.targetReps} reps with ${rir} in reserve.`,
    );
  } else {
    sentences.push(`Aim for ${ctx.target.targetReps} reps with ${rir} in reserve.`);
  }
  return sentences;
}

/** The weight of the exercise's last performed set, as entered. */
function lastEntered(
  history: readonly LoggedSet[],
  exerciseId: string,
): { weight: number; unit: WeightUnit } {
  let last: LoggedSet | null = null;
  for (const set of history) {
    if (set.exerciseId !== exerciseId || set.skipped) continue;
    const time = Date.parse(set.performedAt);
    if (Number.isNaN(time)) continue;
    if (last === null || time >= Date.parse(last.performedAt)) last = set;
  }
  return { weight: Math.max(0, last?.weight ?? 0), unit: last?.weightUnit ?? 'lb' };
}

export function recommendWeight(input: {
  target: ExerciseTarget;
  history: LoggedSet[];
  readinessScore: number | null;
  now: string;
  /** The user's unit and kg step: the answer's weights and texts are in it (lb by default). */
  units?: CoachUnits;
}): ExerciseRecommendation {
  const now = parseNow(input.now);
  const { target } = input;
  const scale = weightScale(input.units);
  const sets = cleanSets(input.history.filter((s) => s.exerciseId === target.exerciseId));
  const sessions = groupSessions(sets);
  const unit = target.unit ?? 'reps';
  const ctx: Context = {
    target,
    targetRir: target.targetRir ?? DEFAULT_TARGET_RIR,
    unitWord: unit,
    readiness: readinessAdjustment(input.readinessScore),
    sets,
    sessions,
    now,
    // The implement's lightest load on the user's step: a 45 lb bar is 20 kg in kg.
    minWeight: target.loaded
      ? Math.max(scale.stepLb, scale.roundNearest(target.minWeightLb ?? WEIGHT_STEP_LB))
      : 0,
    scale,
  };
  const lastSet = sets[sets.length - 1];
  // The last set as it is shown: its own number in its own unit (100 kg), else converted and
  // rounded for display only (220.5 lb).
  const lastPerformed = lastSet
    ? {
        weight: shownWeight(lastEntered(input.history, target.exerciseId), scale.unit),
        reps: lastSet.reps,
        rir: lastSet.rir,
      }
    : null;
  const confidence = dataConfidence(dataAmountOf(sessions, now));

  if (!target.loaded) {
    return {
      recommendedWeight: 0,
      confidence,
      reasoning: bodyweight(ctx).join(' '),
      lastPerformed,
    };
  }
  // Only sessions with a load and a rep say anything about the load to use.
  const loadedSessions = groupSessions(sets.filter((s) => s.weight > 0 && s.reps >= 1));
  const current = currentE1rm(loadedSessions, now);
  if (current === null && target.startingWeightLb <= 0) {
    // A user's own exercise (decision 038) has no programme starting load: a made-up number
    // would look like advice, so the coach says it has none.
    return {
      recommendedWeight: 0,
      confidence,
      reasoning: noStartingPoint(ctx).join(' '),
      lastPerformed,
    };
  }
  if (current === null) {
    return {
      recommendedWeight: scale.toUser(startingLoad(ctx)),
      confidence,
      reasoning: startingPoint(ctx).join(' '),
      lastPerformed,
    };
  }
  const loadedCtx = { ...ctx, sessions: loadedSessions };
  const { weight, sentences } =
    unit === 'reps' ? fromE1rm(loadedCtx, current) : timedLoad(loadedCtx, current);
  const note = ratingNote(ctx);
  return {
    recommendedWeight: scale.toUser(weight),
    confidence,
    reasoning: [...sentences, ...(note ? [note] : [])].join(' '),
    lastPerformed,
  };
}
