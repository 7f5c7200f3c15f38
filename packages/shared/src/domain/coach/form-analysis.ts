/**
 * GET /api/ai/form-analysis/{exerciseId} from the user's logged sets
 * (docs/product.md#ai-coach-dialog; docs/coach.md "Form analysis"). Logged numbers cannot see a bar
 * path, so they never make a form score
 * (docs/decisions/036-readiness-progression-effort-standards.md): the form score comes only from
 * video analyses (video-form.ts). The sets give the effort accuracy (how close the logged RIR was
 * to the target) and findings on how controlled the training was: steady reps at a load, few
 * grinders, no missed targets, no big jumps in load.
 */
import {
  RECENT_WINDOW_DAYS,
  cleanSets,
  groupSessions,
  parseNow,
  percent,
  plural,
  recentSessions,
  topLoad,
  type CleanSet,
} from './history.ts';
import { WEIGHT_STEP_LB, clamp } from './strength.ts';
import { weightScale, type CoachUnits } from './units.ts';
import { mean, standardDeviation } from '../numbers.ts';
import type { FormAnalysis, LoggedSet } from './types.ts';

/**
 * Effort accuracy = 100 · clamp(1 - mean |RIR - target RIR| / 4, 0, 1): 100 when every rating hit
 * the target, 0 when they were 4 reps off on average (RIR ratings are within about 1 rep near
 * failure and drift further away from it: Zourdos et al. 2016; Helms et al. 2016).
 */
export const EFFORT_ZERO_AT = 4;
/** Rated sets needed before effort accuracy is scored: one set is an anecdote. */
export const EFFORT_MIN_SETS = 3;
/** Findings: reps varying by 20 %+, RIR off target by 2+, a quarter of sets at RIR 0. */
export const REP_CV_FLAG = 0.2;
export const REP_CV_RISK = 0.25;
export const RIR_DEVIATION_FLAG = 2;
export const GRINDING_RISK_SHARE = 0.25;
/**
 * A jump: above the heaviest earlier load of the window by more than 10 % (ACSM 2009: 2-10 %
 * steps) and by more than two 2.5 lb steps (a 20 → 25 lb dumbbell change is normal).
 */
export const LOAD_JUMP_FRACTION = 0.1;
export const LOAD_JUMP_MIN_LB = 2 * WEIGHT_STEP_LB;
/** Fewer sets than this: the analysis says it is thin. */
export const FEW_SETS = 3;

export interface LoadJump {
  from: number;
  to: number;
  days: number;
}

export interface FormMetrics {
  setsAnalysed: number;
  sessions: number;
  /** Mean coefficient of variation of reps within (session, load) groups of 2+ sets. */
  repCv: number | null;
  /** Mean |RIR - target RIR| (or - the session's mean RIR without a target). */
  rirDeviation: number | null;
  /** Rated sets with a reference for the deviation (a target RIR, or 2+ rated sets in the session). */
  effortSets: number;
  ratedSets: number;
  /** Unplanned RIR 0 sets among rated sets. */
  grindingSets: number;
  grindingShare: number | null;
  targetedSets: number;
  missedSets: number;
  missedShare: number | null;
  loadJumps: LoadJump[];
  /** Sessions with a load after the first one: the chances to jump. */
  loadPairs: number;
  jumpShare: number | null;
  /** Effort accuracy 0-100, null with fewer than EFFORT_MIN_SETS effort sets. */
  effortAccuracy: number | null;
}

function coefficientOfVariation(xs: number[]): number {
  const m = mean(xs);
  if (m <= 0) return 0;
  return standardDeviation(xs) / m;
}

function repCv(groups: CleanSet[][]): number | null {
  const usable = groups.filter((g) => g.length >= 2 && mean(g.map((s) => s.reps)) > 0);
  if (usable.length === 0) return null;
  const sets = usable.reduce((n, g) => n + g.length, 0);
  return (
    usable.reduce((sum, g) => sum + coefficientOfVariation(g.map((s) => s.reps)) * g.length, 0) /
    sets
  );
}

function rirDeviations(sessions: CleanSet[][]): number[] {
  return sessions.flatMap((sets) => {
    const rated = sets.filter((s) => s.rir !== null);
    const sessionMean = rated.length >= 2 ? mean(rated.map((s) => s.rir!)) : null;
    return rated.flatMap((s) => {
      const reference = s.targetRir ?? sessionMean;
      return reference === null ? [] : [Math.abs(s.rir! - reference)];
    });
  });
}

/** 100 · clamp(1 - deviation / 4, 0, 1), rounded; null with too few sets. */
export function effortAccuracy(deviation: number | null, sets: number): number | null {
  if (deviation === null || sets < EFFORT_MIN_SETS) return null;
  return Math.round(100 * clamp(1 - deviation / EFFORT_ZERO_AT, 0, 1));
}

export function formMetrics(input: { history: LoggedSet[]; now: string }): FormMetrics {
  const now = parseNow(input.now);
  const sessions = recentSessions(groupSessions(cleanSets(input.history)), now);
  const sets = sessions.flatMap((s) => s.sets);
  const groups = sessions.flatMap((s) => {
    const byLoad = new Map<number, CleanSet[]>();
    for (const set of s.sets) byLoad.set(set.weight, [...(byLoad.get(set.weight) ?? []), set]);
    return [...byLoad.values()];
  });
  const rated = sets.filter((s) => s.rir !== null);
  const grindingSets = rated.filter((s) => s.rir === 0 && s.targetRir !== 0).length;
  const targeted = sets.filter((s) => s.targetReps !== null);
  const missedSets = targeted.filter((s) => s.reps < s.targetReps!).length;
  const loaded = sessions.filter((s) => topLoad(s) > 0);
  const loadJumps: LoadJump[] = [];
  // A jump is measured from the heaviest load so far in the window: returning to a recent working
  // weight after a light day is not a jump.
  for (let i = 1; i < loaded.length; i++) {
    const earlier = loaded.slice(0, i);
    const from = Math.max(...earlier.map(topLoad));
    const to = topLoad(loaded[i]!);
    if (to - from > LOAD_JUMP_FRACTION * from && to - from > LOAD_JUMP_MIN_LB) {
      const source = earlier.findLast((s) => topLoad(s) === from)!;
      loadJumps.push({ from, to, days: (loaded[i]!.end - source.end) / 86_400_000 });
    }
  }
  const loadPairs = Math.max(0, loaded.length - 1);
  const deviations = rirDeviations(sessions.map((s) => s.sets));
  const deviation = deviations.length === 0 ? null : mean(deviations);
  return {
    setsAnalysed: sets.length,
    sessions: sessions.length,
    repCv: repCv(groups),
    rirDeviation: deviation,
    effortSets: deviations.length,
    effortAccuracy: effortAccuracy(deviation, deviations.length),
    ratedSets: rated.length,
    grindingSets,
    grindingShare: rated.length === 0 ? null : grindingSets / rated.length,
    targetedSets: targeted.length,
    missedSets,
    missedShare: targeted.length === 0 ? null : missedSets / targeted.length,
    loadJumps,
    loadPairs,
    jumpShare: loadPairs === 0 ? null : loadJumps.length / loadPairs,
  };
}

/**
 * What the exercise is counted in: rep work is rated with RIR; timed holds and carries are not
 * (the set form asks no RIR for them); cardio is coached by time and heart rate, never RIR.
 */
export type FormKind = 'reps' | 'timed' | 'cardio';

/** The answer for a cardio exercise: no form or effort score and no RIR advice. */
export function cardioFormAnalysis(): FormAnalysis {
  return {
    overallScore: null,
    effortAccuracy: null,
    feedback: [
      'Cardio is not scored on form or reps in reserve: time and heart rate say how a session went.',
    ],
    recommendations: [
      'Keep Zone 2 conversational: you can talk in full sentences but would rather not sing.',
    ],
    riskFactors: [],
  };
}

export function analyseForm(input: {
  history: LoggedSet[];
  now: string;
  /** The user's unit and kg step: loads are said in it (lb by default). */
  units?: CoachUnits;
  /** Defaults to 'reps'. */
  kind?: FormKind;
}): FormAnalysis {
  const kind = input.kind ?? 'reps';
  if (kind === 'cardio') return cardioFormAnalysis();
  const m = formMetrics(input);
  const scale = weightScale(input.units);
  const lb = scale.text;
  const feedback: string[] = [];
  const recommendations: string[] = [];
  const riskFactors: string[] = [];
  const weeks = RECENT_WINDOW_DAYS / 7;

  if (m.setsAnalysed === 0) {
    return {
      overallScore: null,
      effortAccuracy: null,
      feedback: [
        `No sets of this exercise logged in the last ${weeks} weeks, so there is nothing to analyse yet.`,
      ],
      recommendations: [
        kind === 'reps'
          ? 'Log reps and RIR for each set; the analysis starts from your first sets.'
          : 'Log each set; the analysis starts from your first sets.',
      ],
      riskFactors: [],
    };
  }
  feedback.push(
    `Analysed ${plural(m.setsAnalysed, 'set')} from ${plural(m.sessions, 'session')} in the last ${weeks} weeks.`,
  );
  if (m.setsAnalysed < FEW_SETS) feedback.push('Log a few more sets for a fuller analysis.');
  if (kind === 'reps' && m.effortAccuracy === null) {
    const needed = EFFORT_MIN_SETS - m.effortSets;
    feedback.push(
      `Effort accuracy needs ${plural(needed, 'more set')} rated with RIR against a target (${m.effortSets} of ${EFFORT_MIN_SETS} so far).`,
    );
  }

  if (m.repCv !== null) {
    if (m.repCv < REP_CV_FLAG) {
      feedback.push(
        `Reps held steady across sets at the same load (they varied by ${percent(m.repCv)}).`,
      );
    } else {
      feedback.push(`Reps varied by ${percent(m.repCv)} between sets at the same load.`);
      recommendations.push(
        'Slow the lowering phase and keep the same depth on every rep so reps hold steady from set to set.',
      );
    }
    if (m.repCv >= REP_CV_RISK) {
      riskFactors.push(
        `Reps at the same load varied by ${percent(m.repCv)}: a sign of fatigue or a changing range of motion.`,
      );
    }
  }
  if (m.rirDeviation !== null) {
    const off = Math.round(m.rirDeviation * 10) / 10;
    if (m.rirDeviation < RIR_DEVIATION_FLAG) {
      feedback.push(`Effort matched the plan: RIR was ${off} from target on average.`);
    } else {
      feedback.push(`RIR was ${off} reps from target on average.`);
      recommendations.push(
        'Rate RIR right after each set (how many more clean reps were left) and adjust the load to hit the target.',
      );
    }
  }
  if (m.grindingShare !== null) {
    if (m.grindingSets === 0) {
      feedback.push(
        m.ratedSets === 1
          ? 'Your rated set did not go to failure (RIR 0).'
          : `None of your ${plural(m.ratedSets, 'rated set')} went to failure (RIR 0).`,
      );
    } else {
      feedback.push(
        `${m.grindingSets} of your ${plural(m.ratedSets, 'rated set')} went to failure (RIR 0).`,
      );
      recommendations.push('Stop each set with 1-2 reps in reserve; save RIR 0 for planned tests.');
      if (m.grindingShare >= GRINDING_RISK_SHARE) {
        riskFactors.push(
          `${percent(m.grindingShare)} of rated sets were ground out at RIR 0, where technique breaks down first.`,
        );
      }
    }
  } else if (kind === 'reps') {
    recommendations.push('Log RIR with each set so the analysis can judge effort.');
  }
  if (m.missedShare !== null) {
    if (m.missedSets === 0) {
      feedback.push(
        m.targetedSets === 1
          ? 'Your set with a target reached its reps.'
          : `Every one of your ${plural(m.targetedSets, 'set')} with a target reached its reps.`,
      );
    } else {
      feedback.push(
        `${m.missedSets} of your ${plural(m.targetedSets, 'set')} with a target missed its reps.`,
      );
      recommendations.push(
        `Lower the load by ${lb(scale.stepLb)} until every set reaches its target reps.`,
      );
    }
  }
  if (m.jumpShare !== null) {
    if (m.loadJumps.length === 0) {
      feedback.push(`The load rose by at most ${percent(LOAD_JUMP_FRACTION)} between sessions.`);
    } else {
      for (const jump of m.loadJumps) {
        riskFactors.push(
          `The load jumped ${percent((jump.to - jump.from) / jump.from)} (${lb(jump.from)} → ${lb(jump.to)}) in ${plural(Math.round(jump.days), 'day')}.`,
        );
      }
      const range = scale.unit === 'kg' ? '1.25-5 kg' : '2.5-10 lb';
      recommendations.push(`Add at most ${percent(LOAD_JUMP_FRACTION)} per session (${range}).`);
    }
  }
  if (recommendations.length === 0) {
    recommendations.push(
      'Keep going: add load only when every set has one more rep in reserve than the target.',
    );
  }
  return {
    overallScore: null,
    effortAccuracy: m.effortAccuracy,
    feedback,
    recommendations,
    riskFactors,
  };
}

/**
 * Movement cues for GET /api/ai/movement-cues/{exerciseId}/execution: the library's cues, led by
 * cues the user's own numbers call for (at most two added, never duplicated).
 */
export function personaliseCues(cues: readonly string[], metrics: FormMetrics | null): string[] {
  const added: string[] = [];
  if ((metrics?.repCv ?? 0) >= REP_CV_FLAG) {
    added.push('Lower under control, 2-3 seconds, to the same depth every rep');
  }
  if ((metrics?.grindingShare ?? 0) >= GRINDING_RISK_SHARE) {
    added.push('End the set when a rep slows down: keep 1-2 reps in reserve');
  }
  return [...new Set([...added, ...cues])];
}
