/**
 * GET /api/ai/progression-recommendation/{exerciseId}: increase, maintain or deload, from the RIR
 * trend, readiness and the journey phase (docs/product.md#progression-advice; docs/coach.md
 * "Progression").
 */
import { phaseForWeek } from '../journey.ts';
import { CONFIDENCE_DEFAULT, dataAmountOf, dataConfidence } from './confidence.ts';
import { readinessAdjustment, type Readiness } from './exercise-recommendation.ts';
import {
  ageDays,
  assumedRir,
  bestSet,
  cleanSets,
  describeAge,
  groupSessions,
  parseNow,
  percent,
  plural,
  recentSessions,
  setE1rm,
  topLoad,
  type Session,
} from './history.ts';
import { DEFAULT_TARGET_RIR, loadIncrement, type BodyRegion } from './strength.ts';
import type { LoggedSet, ProgressionAction, ProgressionRecommendation } from './types.ts';
import {
  TWO_FOR_TWO_REPS,
  TWO_FOR_TWO_SESSIONS,
  lastSet,
  repsOverGoal,
  twoForTwo,
} from './two-for-two.ts';
import { weightScale, type CoachUnits } from './units.ts';

/** Deload when the best e1RM fell session after session over 3 sessions, by 2.5 % or more in all. */
export const FALLING_SESSIONS = 3;
export const FALLING_MIN_DROP = 0.025;
/** Deload when at least 3 rated sets, and at least a third of them, were unplanned RIR 0. */
export const GRINDING_MIN_SETS = 3;
export const GRINDING_MIN_SHARE = 1 / 3;
/** Garber et al. 2011 (ACSM): at least 48 h between resistance sessions for the same muscles. */
export const MIN_RECOVERY_HOURS = 48;

interface Performance {
  kind: 'e1rm' | 'reps';
  value: number;
}

/**
 * A session's best e1RM; for bodyweight sessions, and assisted ones (whose weight is help, decision
 * 083), its best reps to failure.
 */
function performance(session: Session, assisted: boolean): Performance | null {
  const best = assisted ? null : bestSet(session);
  if (best) return { kind: 'e1rm', value: setE1rm(best) };
  const done = session.sets.filter((s) => s.reps >= 1);
  if (done.length === 0) return null;
  return { kind: 'reps', value: Math.max(...done.map((s) => s.reps + assumedRir(s))) };
}

function fallingTrend(sessions: Session[], assisted: boolean): Performance[] | null {
  const last = sessions.slice(-FALLING_SESSIONS).map((session) => performance(session, assisted));
  if (last.length < FALLING_SESSIONS || last.some((p) => p === null)) return null;
  const values = last as Performance[];
  if (values.some((p) => p.kind !== values[0]!.kind)) return null;
  for (let i = 1; i < values.length; i++) {
    if (values[i]!.value >= values[i - 1]!.value) return null;
  }
  const first = values[0]!.value;
  const drop = (first - values[values.length - 1]!.value) / first;
  return drop >= FALLING_MIN_DROP ? values : null;
}

function show(p: Performance, weight: (lb: number) => string): string {
  return p.kind === 'e1rm' ? weight(p.value) : `${p.value} reps`;
}

interface Decision {
  action: ProgressionAction;
  timeframe: string;
  reasoning: string;
  confidence?: number;
}

export function recommendProgression(input: {
  history: LoggedSet[];
  readinessScore: number | null;
  week: number;
  isDeloadWeek: boolean;
  now: string;
  /** strength.ts bodyRegionForPattern; without it the smaller, upper-body steps. */
  region?: BodyRegion | null;
  /** The user's unit and kg step: loads are said in it (lb by default). */
  units?: CoachUnits;
  /** A band or the assisted machine helps (decision 083): progress is help taken off. */
  assisted?: boolean;
}): ProgressionRecommendation {
  const assisted = input.assisted === true;
  const now = parseNow(input.now);
  const scale = weightScale(input.units);
  const lb = scale.text;
  const sessions = groupSessions(cleanSets(input.history));
  const recent = recentSessions(sessions, now);
  const phase = phaseForWeek(input.week);
  const readiness = readinessAdjustment(input.readinessScore);
  const latest = recent[recent.length - 1];
  const rated = recent
    .slice(-FALLING_SESSIONS)
    .flatMap((s) => s.sets.filter((x) => x.rir !== null));
  const grinders = rated.filter((s) => s.rir === 0 && s.targetRir !== 0).length;
  const falling = fallingTrend(recent, assisted);
  const targetRir = latest?.sets[0]?.targetRir ?? DEFAULT_TARGET_RIR;

  const decision = decide();
  const where = `Week ${input.week} (${phase.name} phase): `;
  return {
    action: decision.action,
    confidence: decision.confidence ?? dataConfidence(dataAmountOf(sessions, now)),
    reasoning: where + decision.reasoning,
    timeframe: decision.timeframe,
    recoveryFocus: recoveryFocus(decision.action),
  };

  function decide(): Decision {
    if (input.isDeloadWeek) {
      return {
        action: 'deload',
        timeframe: 'this week',
        // The plan's own decision: at least the default confidence (0.8), more with more data.
        confidence: Math.max(CONFIDENCE_DEFAULT, dataConfidence(dataAmountOf(sessions, now))),
        reasoning: `the programme's planned deload week (weeks ${phase.firstWeek}-${phase.lastWeek}). Fewer sets with more reps in reserve let the build weeks sink in.`,
      };
    }
    if (readiness?.band === 'Poor') {
      return {
        action: 'deload',
        timeframe: 'today',
        reasoning: `readiness is ${readiness.score} today (Poor, below 50). Train lighter, about ${percent(readiness.loadReduction)} less load, or swap in an easy Zone 2 session, and check readiness again tomorrow.`,
      };
    }
    if (falling) {
      const first = falling[0]!.value;
      const drop = (first - falling[falling.length - 1]!.value) / first;
      return {
        action: 'deload',
        timeframe: '1 week',
        reasoning: `your ${falling[0]!.kind === 'e1rm' ? 'estimated max' : 'best reps to failure'} fell over your last ${FALLING_SESSIONS} sessions, ${falling.map((p) => show(p, lb)).join(' → ')} (−${percent(drop)}). A lighter week lets the fatigue clear before you build again.`,
      };
    }
    if (grinders >= GRINDING_MIN_SETS && grinders >= GRINDING_MIN_SHARE * rated.length) {
      return {
        action: 'deload',
        timeframe: '1 week',
        reasoning: `${grinders} of your last ${plural(rated.length, 'rated set')} were taken to failure (RIR 0) without being planned that way. Take a lighter week, then leave at least ${targetRir} reps in reserve.`,
      };
    }
    if (!latest) {
      return {
        action: 'maintain',
        timeframe: 'next session',
        reasoning:
          sessions.length === 0
            ? "no finished session of this exercise is logged yet. Start at the programme's weight and log reps and RIR for every set."
            : `your last session was ${describeAge(ageDays(sessions[sessions.length - 1]!.end, now))}, more than 6 weeks. Rebuild at the recommended weight before adding load.`,
      };
    }
    return fromLatest(latest);
  }

  function fromLatest(session: Session): Decision {
    const sets = session.sets;
    const top = topLoad(session);
    const ago = describeAge(ageDays(session.end, now));
    const missed = sets.filter((s) => s.targetReps !== null && s.reps < s.targetReps);
    const unrated = sets.filter((s) => s.rir === null);
    const keep =
      top <= 0
        ? 'keep the same variation'
        : assisted
          ? `keep ${lb(top)} of help`
          : `keep ${lb(top)}`;
    if (missed.length > 0) {
      return {
        action: 'maintain',
        timeframe: '1-2 weeks',
        reasoning: `last session (${ago}) ${missed.length} of your ${plural(sets.length, 'set')} missed the target reps (${missed.map((s) => `${s.reps} of ${s.targetReps}`).join(', ')}). ${capitalise(keep)} until every set reaches them.`,
      };
    }
    if (unrated.length > 0) {
      return {
        action: 'maintain',
        timeframe: 'next session',
        reasoning: `last session (${ago}) ${unrated.length} of your ${plural(sets.length, 'set')} had no RIR logged, so the coach cannot tell how hard they were. ${capitalise(keep)} and rate every set.`,
      };
    }
    const rirs = sets.map((s) => s.rir ?? 0);
    const range = `${Math.min(...rirs)}${Math.min(...rirs) === Math.max(...rirs) ? '' : `-${Math.max(...rirs)}`}`;
    const targetReps = sets[0]!.targetReps ?? sets[0]!.reps;
    // The NSCA 2-for-2 rule in its RIR form (two-for-two.ts): the last set 2+ reps over the goal,
    // done or in reserve, in two sessions in a row.
    const rule = twoForTwo(recent);
    const final = lastSet(session)!;
    const over = repsOverGoal(final) ?? 0;
    const goal = `${targetReps} reps with ${targetRir} in reserve`;
    const lastText = `your last set was ${final.reps} reps with ${final.rir} in reserve`;
    const ruleText = `${assisted ? 'help comes off' : 'the load goes up'} after ${TWO_FOR_TWO_SESSIONS} sessions in a row with the last set ${TWO_FOR_TWO_REPS}+ reps over the target, done or in reserve (the NSCA 2-for-2 rule)`;
    if (!rule.met) {
      const more = assisted ? 'take some help off' : 'add load';
      const progress =
        rule.streak === 1
          ? `That is 1 of ${TWO_FOR_TWO_SESSIONS}: ${capitalise(keep)} next session, and if the last set beats the target by ${TWO_FOR_TWO_REPS} again, ${more}.`
          : `${capitalise(keep)} until it does.`;
      return {
        action: 'maintain',
        timeframe: rule.streak === 1 ? 'next session' : '1-2 weeks',
        reasoning: `last session (${ago}) your sets had ${range} reps in reserve against a target of ${goal}; ${lastText} (${over >= 0 ? '+' : ''}${over} over the goal). ${capitalise(ruleText)}. ${progress}`,
      };
    }
    const earned = `the last set beat the target of ${goal} by ${TWO_FOR_TWO_REPS}+ reps in each of your last ${TWO_FOR_TWO_SESSIONS} sessions (the NSCA 2-for-2 rule; last session ${ago}: reps ${sets.map((s) => s.reps).join('/')}, RIR ${rirs.join('/')})`;
    const reference = Math.max(...recent.map(topLoad));
    const step = loadIncrement(
      assisted ? top : reference,
      input.region ?? null,
      phase.number,
      scale.stepLb,
    );
    const next =
      top <= 0
        ? 'add a rep to each set or move to a harder variation'
        : assisted
          ? `take up to ${lb(step)} of help off (${lb(top)} → ${lb(Math.max(0, top - step))}): a lighter band, or the machine's next lighter setting`
          : reference > top
            ? `add load, at most ${lb(step)} above your heaviest recent ${lb(reference)} (${lb(reference + step)}); the weight card sets the exact load from your RIR`
            : `add up to ${lb(step)} (${lb(top)} → at most ${lb(top + step)}); the weight card sets the exact load from your RIR`;
    if (readiness?.band === 'Low') {
      return {
        action: 'maintain',
        timeframe: 'next session',
        reasoning: `${earned}, but readiness is low today (${readiness.score}, Low). ${capitalise(keep)} today and ${next} next session if readiness recovers.`,
      };
    }
    return { action: 'increase', timeframe: 'next session', reasoning: `${earned}: ${next}.` };
  }

  function recoveryFocus(action: ProgressionAction): string[] {
    const focus: string[] = [];
    const r: Readiness | null = readiness;
    if (r && r.score < 70) {
      focus.push(
        `Readiness ${r.score} (${r.band}): aim for 7-9 hours of sleep and keep other activity easy until it is back above 70`,
      );
    }
    if (action === 'deload') {
      focus.push('Deload: fewer sets, more reps in reserve; keep Zone 2 conversational');
    }
    if (grinders > 0) {
      focus.push(
        `${plural(grinders, 'recent set')} at RIR 0: end each set with ${targetRir} reps in reserve`,
      );
    }
    const [before, last] = recent.slice(-2);
    if (before && last) {
      const gapHours = Math.round((last.sets[0]!.time - before.end) / 3_600_000);
      if (gapHours < MIN_RECOVERY_HOURS) {
        focus.push(
          `Only ${gapHours} hours between your last two sessions of this exercise: allow at least ${MIN_RECOVERY_HOURS}`,
        );
      }
    }
    if (!r || r.score >= 70) focus.push('Sleep 7-9 hours a night to recover between sessions');
    return focus;
  }
}

/**
 * Cardio's answer: no load and no reps in reserve. Zone 2 progresses by time in the zone, not load
 * (the programme sets the minutes; the Zone 2 rule of docs/product.md#zone-2-session counts the
 * time).
 */
export function cardioProgression(week: number): ProgressionRecommendation {
  const phase = phaseForWeek(week);
  return {
    action: 'maintain',
    confidence: CONFIDENCE_DEFAULT,
    reasoning: `Week ${week} (${phase.name} phase): cardio is progressed by time and heart rate, not load or reps in reserve. Follow the minutes the programme sets and keep the heart rate in your Zone 2 range.`,
    timeframe: 'this week',
    recoveryFocus: ['Keep Zone 2 conversational: full sentences, no gasping'],
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
