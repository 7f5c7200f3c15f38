import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { SET_LIMITS } from '@grandfit/shared/domain/set-limits.ts';
import { isWarmUp } from '@grandfit/shared/domain/warm-up.ts';
import type {
  LoggedSetView,
  SetType,
  Workout,
  WorkoutExercise,
} from '@grandfit/shared/schemas/training.ts';
import { extendRest, isRestOver, startRest, type RestPeriod } from './rest-clock.ts';
import {
  groupOf,
  groupsOf,
  withLink,
  type ExerciseGroup,
  type SupersetLinks,
} from './supersets.ts';

/*
 * The active workout as a state machine (docs/product.md#active-workout,
 * docs/product.md#rest-timer), kept free of React and of the network so every rule can be tested on
 * its own:
 *
 * - the exercise index starts at 0 and the set number at 1;
 * - Complete Set logs the set and starts the rest; when the rest ends or is skipped, the set
 *   number goes up if sets remain, otherwise the next exercise starts at set 1;
 * - Skip Set records the skip and moves on at once (no rest: nothing was lifted);
 * - after the last set of the last exercise the session is finished (the screen then completes
 *   it and returns to /). No rest follows that set: there is nothing left to rest for;
 * - 'Go to' another exercise (decision 057) jumps to its first set not logged; its sets follow,
 *   then the first exercise in workout order with a set not logged (the one left behind), and the
 *   session is finished once every slot holds a set (in order, exactly the rules above);
 * - "Add set" gives an exercise one set more than planned and "Add exercise" appends one
 *   (decision 038); both are part of the session's state, so they are stored with it and survive
 *   a reload, and every rule above works on the plan with them (`planWith`). An added exercise
 *   takes his last reps of it once they are known, until a set of it is logged (decision 094);
 * - a warm-up is logged beside the plan (decision 051): numbered among its exercise's warm-ups, it
 *   fills no slot, moves nothing on and starts no rest, and no rule above counts it;
 * - Finish ends the session before its last set once a working set is done (decision 054): the
 *   sets left are not logged, and a rest under way ends with it;
 * - exercises joined in a superset or circuit (decision 068) are walked round by round: set n of
 *   each, in order, with no rest between them and the rest after the round's last set. Every rule
 *   above holds with "the exercise" read as "the group"; an exercise on its own is a group of one.
 */

/** Default sets are 3 if unspecified (docs/product.md#rest-timer). */
export const DEFAULT_SETS = 3;

/** Sets per exercise, in workout order. */
export type SessionPlan = readonly number[];

export function sessionPlan(exercises: ReadonlyArray<Pick<WorkoutExercise, 'sets'>>): number[] {
  return exercises.map((exercise) =>
    Number.isInteger(exercise.sets) && exercise.sets > 0 ? exercise.sets : DEFAULT_SETS,
  );
}

export interface SetSlot {
  exerciseIndex: number;
  setNumber: number;
}

/** A set as the session needs it: the server's LoggedSetView without the plan columns. */
export type SessionSet = Pick<
  LoggedSetView,
  | 'clientId'
  | 'sessionId'
  | 'exerciseIndex'
  | 'setNumber'
  | 'skipped'
  | 'weight'
  | 'reps'
  | 'rir'
  | 'performedAt'
> & {
  /** The unit the weight was entered in; a set stored before units existed is lb. */
  weightUnit?: WeightUnit;
  /** Absent on a set kept from before warm-ups: a working set. */
  setType?: SetType;
};

export interface WorkoutSession {
  /** Made by the client when the session starts, so sets logged offline join it later. */
  sessionId: string;
  exerciseIndex: number;
  setNumber: number;
  /** Set while resting after a completed set. */
  rest: RestPeriod | null;
  /** The sets this device logged in the session, sent or still waiting in the outbox. */
  logged: SessionSet[];
  /** Every set is done: what is left is to complete the session. */
  finished: boolean;
  /** Exercises added during the session, after the planned ones (decision 038). */
  added?: WorkoutExercise[];
  /** Sets added to an exercise beyond its plan, by exercise index. */
  extraSets?: Record<string, number>;
  /** Supersets and circuits (decision 068): exercise `i` is joined with `i + 1`. */
  links?: number[];
}

/** The most exercises a session may have: the server takes exercise indexes 0-50. */
export const MAX_SESSION_EXERCISES = 51;

/** The session's plan: the workout's sets, the sets added to them, the exercises added. */
export function planWith(
  plan: SessionPlan,
  session: Pick<WorkoutSession, 'added' | 'extraSets'>,
): number[] {
  const all = [...plan, ...sessionPlan(session.added ?? [])];
  return all.map((sets, index) => sets + (session.extraSets?.[index] ?? 0));
}

/** The workout as this session does it: with the exercises and sets added to it. */
export function workoutWith(
  workout: Workout,
  session: Pick<WorkoutSession, 'added' | 'extraSets'>,
): Workout {
  if (!session.added?.length && !session.extraSets) return workout;
  const exercises = [...workout.exercises, ...(session.added ?? [])].map((exercise, index) => {
    const extra = session.extraSets?.[index] ?? 0;
    return extra > 0 ? { ...exercise, sets: sessionPlan([exercise])[0]! + extra } : exercise;
  });
  return { ...workout, exercises, totalExercises: exercises.length };
}

export type SessionAction =
  /** Complete Set: `set` is what was logged; the rest starts at `now`. */
  | { type: 'complete-set'; set: SessionSet; restSeconds: number; now: number }
  | { type: 'skip-set'; set: SessionSet }
  /** A warm-up of the current exercise: kept, and the session stays where it is. */
  | { type: 'log-warm-up'; set: SessionSet }
  | { type: 'extend-rest'; now: number }
  /** The rest ran out, or Skip Rest. */
  | { type: 'end-rest' }
  /** The server refused a set for good: it is no longer shown as done. */
  | { type: 'forget-set'; clientId: string }
  /**
   * A logged set corrected (Logged sets): its numbers, and its type when changed, replaced; a
   * skipped set is now performed.
   */
  | {
      type: 'correct-set';
      clientId: string;
      values: Pick<SessionSet, 'weight' | 'reps' | 'rir'> &
        Partial<Pick<SessionSet, 'weightUnit' | 'setType'>>;
    }
  /** Add set: one more set of an exercise than planned. */
  | { type: 'add-set'; exerciseIndex: number }
  /** Add exercise: one more exercise at the end of the session. */
  | { type: 'add-exercise'; exercise: WorkoutExercise }
  /**
   * An exercise added during the session, its last session now known: it targets his reps of it
   * (decision 094, amended), unless a set of it is logged already.
   */
  | { type: 'retarget-added'; exerciseIndex: number; exerciseId: string; targetReps: number }
  /** Finish before the last set (decision 054). */
  | { type: 'finish-early' }
  /** Go to another exercise, its equipment free before this one's (decision 057). */
  | { type: 'go-to-exercise'; exerciseIndex: number }
  /** Join an exercise with the next one in a superset, or part them (decision 068). */
  | { type: 'link-exercises'; exerciseIndex: number; joined: boolean };

/** A new session; `links` are the workout's own joins (a stability circuit, decision 068). */
export function freshSession(sessionId: string, links: SupersetLinks = []): WorkoutSession {
  const session: WorkoutSession = {
    sessionId,
    exerciseIndex: 0,
    setNumber: 1,
    rest: null,
    logged: [],
    finished: false,
  };
  return links.length > 0 ? { ...session, links: [...links] } : session;
}

export const totalSets = (plan: SessionPlan) => plan.reduce((sum, sets) => sum + sets, 0);

export const sameSlot = (a: SetSlot, b: SetSlot) =>
  a.exerciseIndex === b.exerciseIndex && a.setNumber === b.setNumber;

/** A working set at one of the plan's slots (a warm-up is at none). */
const isInPlan = (plan: SessionPlan, set: SetSlot & Pick<SessionSet, 'setType'>) =>
  !isWarmUp(set) &&
  set.exerciseIndex >= 0 &&
  set.exerciseIndex < plan.length &&
  set.setNumber >= 1 &&
  set.setNumber <= (plan[set.exerciseIndex] ?? 0);

/** The slot after `slot` in workout order, or null after the last set of the last exercise. */
export function nextSlot(plan: SessionPlan, slot: SetSlot): SetSlot | null {
  if (slot.setNumber < (plan[slot.exerciseIndex] ?? 0)) {
    return { exerciseIndex: slot.exerciseIndex, setNumber: slot.setNumber + 1 };
  }
  return slot.exerciseIndex + 1 < plan.length
    ? { exerciseIndex: slot.exerciseIndex + 1, setNumber: 1 }
    : null;
}

/**
 * Where the session goes after `from` (decision 057): the group's next slot without a set logged,
 * or once the group is done, the first slot in workout order without one, so that an exercise
 * left behind for another (its equipment taken) comes back next. Null when every slot holds a set.
 * Done in order, this is simply the next slot. A group is walked round by round (decision 068);
 * an exercise on its own is a group of one, walked set by set.
 */
export function nextOpenSlot(
  plan: SessionPlan,
  logged: readonly SessionSet[],
  from: SetSlot,
  links: SupersetLinks = [],
): SetSlot | null {
  const isOpen = (slot: SetSlot) => !findSet(logged, slot);
  const slots = groupSlots(plan, groupOf(links, plan.length, from.exerciseIndex));
  // The round's exercises after this one, then those before it (gone round for their equipment),
  // then the group's later rounds.
  const round = slots.filter((slot) => slot.setNumber === from.setNumber);
  const next =
    round.find((slot) => slot.exerciseIndex > from.exerciseIndex && isOpen(slot)) ??
    round.find((slot) => slot.exerciseIndex < from.exerciseIndex && isOpen(slot)) ??
    slots.find((slot) => slot.setNumber > from.setNumber && isOpen(slot));
  if (next) return next;
  for (const group of groupsOf(links, plan.length)) {
    const first = groupSlots(plan, group).find(isOpen);
    if (first) return first;
  }
  return null;
}

/** The group's slots round by round: set 1 of each exercise in order, then set 2, ... */
function groupSlots(plan: SessionPlan, group: ExerciseGroup): SetSlot[] {
  const slots: SetSlot[] = [];
  const rounds = Math.max(0, ...plan.slice(group.first, group.last + 1));
  for (let setNumber = 1; setNumber <= rounds; setNumber++) {
    for (let exerciseIndex = group.first; exerciseIndex <= group.last; exerciseIndex++) {
      if (setNumber <= (plan[exerciseIndex] ?? 0)) slots.push({ exerciseIndex, setNumber });
    }
  }
  return slots;
}

/**
 * The slot after `from` when it is in the same round of the same superset (decision 068): the
 * lifter goes straight on to it and rests after the round. Null when a rest comes first.
 */
export function nextInRound(
  plan: SessionPlan,
  logged: readonly SessionSet[],
  from: SetSlot,
  links: SupersetLinks = [],
): SetSlot | null {
  const next = nextOpenSlot(plan, logged, from, links);
  if (!next) return null;
  const group = groupOf(links, plan.length, from.exerciseIndex);
  const sameRound =
    next.setNumber === from.setNumber &&
    next.exerciseIndex !== from.exerciseIndex &&
    next.exerciseIndex >= group.first &&
    next.exerciseIndex <= group.last;
  return sameRound ? next : null;
}

/** The exercise's planned set numbers with no set logged (done or skipped), in order. */
function openSets(plan: SessionPlan, logged: readonly SessionSet[], exerciseIndex: number) {
  const open: number[] = [];
  for (let setNumber = 1; setNumber <= (plan[exerciseIndex] ?? 0); setNumber++) {
    if (!findSet(logged, { exerciseIndex, setNumber })) open.push(setNumber);
  }
  return open;
}

function advance(plan: SessionPlan, session: WorkoutSession): WorkoutSession {
  const next = nextOpenSlot(plan, session.logged, session, session.links);
  return next ? { ...session, ...next, rest: null } : { ...session, rest: null, finished: true };
}

/**
 * Where 'Go to' an exercise lands (decision 057): its first set not logged yet, or its last set
 * when all are (Complete Set then corrects it).
 */
function exerciseEntry(plan: SessionPlan, logged: readonly SessionSet[], exerciseIndex: number) {
  const [first] = openSets(plan, logged, exerciseIndex);
  return { exerciseIndex, setNumber: first ?? plan[exerciseIndex] ?? 1 };
}

/**
 * Replaces the set with the same client id, or the working set at the same slot: a redone set
 * corrects the earlier one. Warm-ups share no slot with anything.
 */
function withSet(logged: readonly SessionSet[], set: SessionSet): SessionSet[] {
  const sameWorkingSlot = (other: SessionSet) =>
    !isWarmUp(other) && !isWarmUp(set) && sameSlot(other, set);
  return [
    ...logged.filter((other) => other.clientId !== set.clientId && !sameWorkingSlot(other)),
    set,
  ];
}

export function reduceSession(
  plan: SessionPlan,
  session: WorkoutSession,
  action: SessionAction,
): WorkoutSession {
  switch (action.type) {
    case 'complete-set': {
      // A second tap while resting or finishing must not log the set twice.
      if (session.rest || session.finished) return session;
      const logged = withSet(session.logged, action.set);
      // The last set left (in any order): no rest, the session is done.
      if (!nextOpenSlot(plan, logged, session, session.links)) {
        return { ...session, logged, finished: true };
      }
      // Within a superset's round, straight on to the next exercise: the rest follows the round.
      const inRound = nextInRound(plan, logged, session, session.links);
      if (inRound) return { ...session, logged, ...inRound, rest: null };
      const rest = startRest(action.now, action.restSeconds);
      return rest ? { ...session, logged, rest } : advance(plan, { ...session, logged });
    }
    case 'skip-set':
      if (session.rest || session.finished) return session;
      return advance(plan, { ...session, logged: withSet(session.logged, action.set) });
    case 'log-warm-up':
      if (session.rest || session.finished || !isWarmUp(action.set)) return session;
      return { ...session, logged: withSet(session.logged, action.set) };
    case 'extend-rest':
      return session.rest ? { ...session, rest: extendRest(session.rest, action.now) } : session;
    case 'end-rest':
      return session.rest ? advance(plan, session) : session;
    case 'forget-set':
      return {
        ...session,
        logged: session.logged.filter((set) => set.clientId !== action.clientId),
      };
    case 'add-set': {
      const sets = plan[action.exerciseIndex];
      if (session.finished || sets === undefined || sets >= SET_LIMITS.setNumber.max) {
        return session;
      }
      const key = String(action.exerciseIndex);
      return {
        ...session,
        extraSets: { ...session.extraSets, [key]: (session.extraSets?.[key] ?? 0) + 1 },
      };
    }
    case 'add-exercise':
      if (session.finished || plan.length >= MAX_SESSION_EXERCISES) return session;
      return { ...session, added: [...(session.added ?? []), action.exercise] };
    case 'retarget-added': {
      const added = session.added ?? [];
      const at = action.exerciseIndex - (plan.length - added.length);
      const exercise = at >= 0 ? added[at] : undefined;
      if (
        session.finished ||
        exercise?.id !== action.exerciseId ||
        exercise.targetReps === action.targetReps ||
        session.logged.some((set) => set.exerciseIndex === action.exerciseIndex)
      ) {
        return session;
      }
      return {
        ...session,
        added: added.map((other, index) =>
          index === at ? { ...other, targetReps: action.targetReps } : other,
        ),
      };
    }
    case 'go-to-exercise':
      if (session.rest || session.finished) return session;
      if (action.exerciseIndex < 0 || action.exerciseIndex >= plan.length) return session;
      return { ...session, ...exerciseEntry(plan, session.logged, action.exerciseIndex) };
    case 'link-exercises': {
      const { exerciseIndex, joined } = action;
      if (session.finished || exerciseIndex < 0 || exerciseIndex + 1 >= plan.length) {
        return session;
      }
      return { ...session, links: withLink(session.links ?? [], exerciseIndex, joined) };
    }
    case 'finish-early':
      if (session.finished || workingSetsDone(session.logged) === 0) return session;
      return { ...session, rest: null, finished: true };
    case 'correct-set':
      return {
        ...session,
        logged: session.logged.map((set) =>
          set.clientId === action.clientId ? { ...set, ...action.values, skipped: false } : set,
        ),
      };
  }
}

/**
 * Joins set lists from several sources (this device, the server, the outbox), one entry per
 * client id; a later list wins, so pass the freshest source last.
 */
export function mergeSets(...lists: ReadonlyArray<readonly SessionSet[]>): SessionSet[] {
  const byClientId = new Map<string, SessionSet>();
  for (const list of lists) for (const set of list) byClientId.set(set.clientId, set);
  return [...byClientId.values()];
}

/** The working set logged for a slot; the latest one if two devices logged it. */
export function findSet(logged: readonly SessionSet[], slot: SetSlot): SessionSet | undefined {
  let found: SessionSet | undefined;
  for (const set of logged) {
    if (isWarmUp(set) || !sameSlot(set, slot)) continue;
    if (!found || set.performedAt >= found.performedAt) found = set;
  }
  return found;
}

/** An exercise's warm-ups, in the order they were done. */
export function warmUpsOf(logged: readonly SessionSet[], exerciseIndex: number): SessionSet[] {
  return logged
    .filter((set) => isWarmUp(set) && set.exerciseIndex === exerciseIndex)
    .sort(
      (a, b) => a.setNumber - b.setNumber || Date.parse(a.performedAt) - Date.parse(b.performedAt),
    );
}

/** Whether a set of the exercise's plan is behind the lifter (done or skipped): warm-ups are over. */
export function exerciseStarted(logged: readonly SessionSet[], exerciseIndex: number): boolean {
  return logged.some((set) => set.exerciseIndex === exerciseIndex && !isWarmUp(set));
}

/** The number the exercise's next warm-up takes: after its last one, within the set limit. */
export function nextWarmUpNumber(logged: readonly SessionSet[], exerciseIndex: number): number {
  const last = warmUpsOf(logged, exerciseIndex).at(-1)?.setNumber ?? 0;
  return Math.min(last + 1, SET_LIMITS.setNumber.max);
}

/** The latest set actually performed (not skipped) of an exercise before `setNumber`. */
export function previousPerformedSet(
  logged: readonly SessionSet[],
  slot: SetSlot,
): SessionSet | undefined {
  let found: SessionSet | undefined;
  for (const set of logged) {
    if (set.exerciseIndex !== slot.exerciseIndex || set.setNumber >= slot.setNumber) continue;
    if (set.skipped || isWarmUp(set)) continue;
    if (!found || set.setNumber > found.setNumber) found = set;
  }
  return found;
}

export type SetDotState = 'done' | 'skipped' | 'current' | 'upcoming';

/** Set dots for the current exercise: done, current, upcoming (and skipped). */
export function setDots(
  plan: SessionPlan,
  session: Pick<WorkoutSession, 'exerciseIndex' | 'setNumber' | 'rest'>,
  logged: readonly SessionSet[],
): SetDotState[] {
  const sets = plan[session.exerciseIndex] ?? 0;
  return Array.from({ length: sets }, (_, index): SetDotState => {
    const setNumber = index + 1;
    const isCurrent = setNumber === session.setNumber;
    // While resting, the set just completed already shows as done.
    if (isCurrent && !session.rest) return 'current';
    const set = findSet(logged, { exerciseIndex: session.exerciseIndex, setNumber });
    if (set) return set.skipped ? 'skipped' : 'done';
    return isCurrent ? 'current' : 'upcoming';
  });
}

/**
 * The sets actually lifted, warm-ups and skipped sets left out: what a session must hold to be
 * finished early (decision 054), and what the History and the server count as sets done.
 */
export function workingSetsDone(logged: readonly SessionSet[]): number {
  return logged.filter((set) => !set.skipped && !isWarmUp(set)).length;
}

/** How many of an exercise's planned sets are behind the lifter, skipped ones included. */
export function exerciseProgress(
  plan: SessionPlan,
  logged: readonly SessionSet[],
  exerciseIndex: number,
): number {
  return (plan[exerciseIndex] ?? 0) - openSets(plan, logged, exerciseIndex).length;
}

/** The progress bar: how many of the workout's sets are behind the user, skipped ones included. */
export function sessionProgress(
  plan: SessionPlan,
  logged: readonly SessionSet[],
): { done: number; total: number } {
  const slots = new Set<string>();
  for (const set of logged) {
    if (isInPlan(plan, set)) slots.add(`${set.exerciseIndex}:${set.setNumber}`);
  }
  return { done: slots.size, total: totalSets(plan) };
}

/** The slot after the furthest logged one: where a session known only from its sets goes on. */
function positionAfter(
  plan: SessionPlan,
  logged: readonly SessionSet[],
  links: SupersetLinks,
): SetSlot {
  let furthest: SetSlot | undefined;
  for (const set of logged) {
    if (!isInPlan(plan, set)) continue;
    if (
      !furthest ||
      set.exerciseIndex > furthest.exerciseIndex ||
      (set.exerciseIndex === furthest.exerciseIndex && set.setNumber > furthest.setNumber)
    ) {
      furthest = set;
    }
  }
  if (!furthest) return { exerciseIndex: 0, setNumber: 1 };
  // Every set is logged but the session was never completed: stay on the last set, where
  // Complete Set corrects it (same client id) and then completes the session. An exercise left
  // behind for another (decision 057) comes back as it would have in the session.
  return nextOpenSlot(plan, logged, furthest, links) ?? pick(furthest);
}

const pick = (slot: SetSlot): SetSlot => ({
  exerciseIndex: slot.exerciseIndex,
  setNumber: slot.setNumber,
});

/** A stored position outside the plan (the programme changed meanwhile) moves to its end. */
function clampToPlan(plan: SessionPlan, session: WorkoutSession): WorkoutSession {
  if (plan.length === 0) return { ...session, exerciseIndex: 0, setNumber: 1 };
  const exerciseIndex = Math.min(Math.max(session.exerciseIndex, 0), plan.length - 1);
  const sets = plan[exerciseIndex] ?? 1;
  const setNumber =
    exerciseIndex < session.exerciseIndex ? sets : Math.min(Math.max(session.setNumber, 1), sets);
  return { ...session, exerciseIndex, setNumber };
}

export interface ResumeInput {
  plan: SessionPlan;
  /** The session this device kept for the workout (local storage), if any. */
  stored: WorkoutSession | null;
  /** The server's latest session; undefined when it could not be read (offline). */
  server?: { sessionId: string | null; completedAt: string | null; sets: readonly SessionSet[] };
  /** Sets of this workout still waiting in the outbox. */
  pendingSets: readonly SessionSet[];
  /** Sessions whose completion is still waiting in the outbox. */
  pendingCompletions: readonly string[];
  /** A Redo: always a new session. */
  redo: boolean;
  /** The workout's own joins, for a session started here (decision 068). */
  links?: SupersetLinks;
  now: number;
  newSessionId: () => string;
}

/**
 * Which session the screen opens with. A reload or a closed tab resumes this device's session
 * where it was; without one (another device, cleared storage) the server's or the outbox's
 * unfinished session is picked up after its furthest set. A completed session, or a Redo, starts
 * a new one. A rest that ran out while the tab was closed is over.
 */
export function resumeSession(input: ResumeInput): WorkoutSession {
  const { plan, stored, server, pendingSets, redo, now, links = [] } = input;
  if (redo) return freshSession(input.newSessionId(), links);

  const completed = new Set(input.pendingCompletions);
  if (server?.sessionId && server.completedAt) completed.add(server.sessionId);

  const setsOf = (sessionId: string) =>
    mergeSets(
      server?.sessionId === sessionId ? server.sets : [],
      pendingSets.filter((set) => set.sessionId === sessionId),
    );

  let session: WorkoutSession;
  if (stored && !completed.has(stored.sessionId)) {
    const logged = mergeSets(setsOf(stored.sessionId), stored.logged);
    session = clampToPlan(planWith(plan, stored), { ...stored, logged });
    // The sets went on elsewhere (another device, a tab closed before it saved its place): a
    // position on a set this device never logged is stale, and Complete Set there would replace
    // that set. The server's sets win: go on after the furthest one, as another device would.
    if (findSet(logged, session) && !findSet(stored.logged, session)) {
      session = {
        ...session,
        ...positionAfter(planWith(plan, session), logged, session.links ?? []),
      };
    }
  } else {
    const unfinished = [server?.sessionId, pendingSets.at(-1)?.sessionId].find(
      (sessionId): sessionId is string =>
        typeof sessionId === 'string' && !completed.has(sessionId) && setsOf(sessionId).length > 0,
    );
    if (!unfinished) return freshSession(input.newSessionId(), links);
    const logged = setsOf(unfinished);
    // Picked up from its sets (another device): its joins there are unknown, the workout's hold.
    session = {
      ...freshSession(unfinished, links),
      ...positionAfter(plan, logged, links),
      logged,
    };
  }

  return session.rest && isRestOver(session.rest, now)
    ? reduceSession(planWith(plan, session), session, { type: 'end-rest' })
    : session;
}
