import { describe, expect, it } from 'vitest';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import {
  DEFAULT_SETS,
  findSet,
  freshSession,
  mergeSets,
  nextSlot,
  nextWarmUpNumber,
  planWith,
  previousPerformedSet,
  reduceSession,
  resumeSession,
  sessionPlan,
  sessionProgress,
  setDots,
  warmUpsOf,
  workingSetsDone,
  nextOpenSlot,
  nextInRound,
  workoutWith,
  type ResumeInput,
  type SessionAction,
  type SessionSet,
  type WorkoutSession,
} from './workout-session.ts';
import { defaultLinks, groupKind, groupOf, groupsOf, withLink } from './supersets.ts';

const T0 = 1_750_000_000_000;
/** 2 sets, then 3, then 1. */
const PLAN = [2, 3, 1];

let counter = 0;
function set(
  exerciseIndex: number,
  setNumber: number,
  overrides: Partial<SessionSet> = {},
): SessionSet {
  counter += 1;
  return {
    clientId: `c-${exerciseIndex}-${setNumber}-${counter}`,
    sessionId: 's1',
    exerciseIndex,
    setNumber,
    skipped: false,
    weight: 35,
    reps: 10,
    rir: 2,
    performedAt: new Date(T0 + counter * 1000).toISOString(),
    ...overrides,
  };
}

/** On the plan's last slot with every other slot done, as a session walked in order is. */
function atLastSlot(): WorkoutSession {
  const logged = [set(0, 1), set(0, 2), set(1, 1), set(1, 2), set(1, 3)];
  return { ...freshSession('s1'), exerciseIndex: 2, setNumber: 1, logged };
}

const run = (session: WorkoutSession, ...actions: SessionAction[]) =>
  actions.reduce((state, action) => reduceSession(PLAN, state, action), session);

/** What the screen opens a session from: nothing stored, the server's answer empty. */
const RESUME_BASE: ResumeInput = {
  plan: PLAN,
  stored: null,
  server: { sessionId: null, completedAt: null, sets: [] },
  pendingSets: [],
  pendingCompletions: [],
  redo: false,
  now: T0,
  newSessionId: () => 'new',
};

const resumeWith = (overrides: Partial<ResumeInput>) =>
  resumeSession({ ...RESUME_BASE, ...overrides });

const complete = (session: WorkoutSession, restSeconds = 90, now = T0): SessionAction => ({
  type: 'complete-set',
  set: set(session.exerciseIndex, session.setNumber, { sessionId: session.sessionId }),
  restSeconds,
  now,
});

const skip = (session: WorkoutSession): SessionAction => ({
  type: 'skip-set',
  set: set(session.exerciseIndex, session.setNumber, {
    sessionId: session.sessionId,
    skipped: true,
    weight: null,
    reps: null,
    rir: null,
  }),
});

describe('sessionPlan', () => {
  it('takes each exercise’s sets, and 3 where none is given (docs/product.md#rest-timer)', () => {
    expect(sessionPlan([{ sets: 2 }, { sets: 0 }, { sets: 4 }, { sets: 1.5 }])).toEqual([
      2,
      DEFAULT_SETS,
      4,
      DEFAULT_SETS,
    ]);
  });
});

describe('a new session', () => {
  it('starts at exercise 0, set 1, not resting (docs/product.md#active-workout)', () => {
    expect(freshSession('s1')).toEqual({
      sessionId: 's1',
      exerciseIndex: 0,
      setNumber: 1,
      rest: null,
      logged: [],
      finished: false,
    });
  });
});

describe('nextSlot', () => {
  it('goes up a set while sets remain, then to set 1 of the next exercise, then ends', () => {
    expect(nextSlot(PLAN, { exerciseIndex: 0, setNumber: 1 })).toEqual({
      exerciseIndex: 0,
      setNumber: 2,
    });
    expect(nextSlot(PLAN, { exerciseIndex: 0, setNumber: 2 })).toEqual({
      exerciseIndex: 1,
      setNumber: 1,
    });
    expect(nextSlot(PLAN, { exerciseIndex: 2, setNumber: 1 })).toBeNull();
  });
});

describe('Complete Set', () => {
  it('logs the set and starts the rest from the exercise’s rest seconds; the set stays until the rest ends', () => {
    const start = freshSession('s1');
    const action = complete(start, 90, T0);
    const resting = run(start, action);
    expect(resting.rest).toEqual({ endsAt: T0 + 90_000, totalMs: 90_000 });
    expect(resting).toMatchObject({ exerciseIndex: 0, setNumber: 1, finished: false });
    expect(resting.logged).toEqual([action.type === 'complete-set' && action.set]);
  });

  it('when the rest ends, goes up a set if sets remain (docs/product.md#active-workout)', () => {
    const start = freshSession('s1');
    const after = run(start, complete(start), { type: 'end-rest' });
    expect(after).toMatchObject({ exerciseIndex: 0, setNumber: 2, rest: null });
  });

  it('after the last set of an exercise, the next exercise starts at set 1', () => {
    let session = freshSession('s1');
    session = run(session, complete(session), { type: 'end-rest' });
    session = run(session, complete(session), { type: 'end-rest' });
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 1, rest: null });
  });

  it('finishes after the last set of the last exercise, without a rest', () => {
    let session: WorkoutSession = { ...atLastSlot(), exerciseIndex: 2, setNumber: 1 };
    session = run(session, complete(session));
    expect(session).toMatchObject({ finished: true, rest: null, exerciseIndex: 2, setNumber: 1 });
    expect(session.logged).toHaveLength(6);
  });

  it('walks the whole plan: every slot once, in order', () => {
    let session = freshSession('s1');
    const visited: string[] = [];
    while (!session.finished) {
      visited.push(`${session.exerciseIndex}.${session.setNumber}`);
      session = run(session, complete(session));
      if (session.rest) session = run(session, { type: 'end-rest' });
    }
    expect(visited).toEqual(['0.1', '0.2', '1.1', '1.2', '1.3', '2.1']);
    expect(session.logged).toHaveLength(6);
  });

  it('moves on at once when the exercise has no rest', () => {
    const start = freshSession('s1');
    expect(run(start, complete(start, 0))).toMatchObject({ setNumber: 2, rest: null });
  });

  it('ignores a second tap while resting (no double log)', () => {
    const start = freshSession('s1');
    const resting = run(start, complete(start));
    expect(run(resting, complete(resting))).toBe(resting);
    expect(run(resting, skip(resting))).toBe(resting);
  });

  it('a redone set replaces the earlier one of the same slot', () => {
    const start = freshSession('s1');
    const first = set(0, 1, { reps: 8 });
    const again = set(0, 1, { clientId: first.clientId, reps: 10 });
    const session = run(start, { type: 'complete-set', set: first, restSeconds: 0, now: T0 });
    const redone = reduceSession(
      PLAN,
      { ...session, setNumber: 1 },
      {
        type: 'complete-set',
        set: again,
        restSeconds: 0,
        now: T0,
      },
    );
    expect(redone.logged).toEqual([again]);
  });
});

describe('the rest timer', () => {
  it('+30s moves the end by 30 seconds', () => {
    const start = freshSession('s1');
    const resting = run(start, complete(start, 60, T0));
    const extended = run(resting, { type: 'extend-rest', now: T0 + 10_000 });
    expect(extended.rest).toEqual({ endsAt: T0 + 90_000, totalMs: 90_000 });
  });

  it('Skip Rest ends it at once', () => {
    const start = freshSession('s1');
    expect(run(start, complete(start), { type: 'end-rest' }).rest).toBeNull();
  });

  it('+30s and end-rest do nothing when not resting', () => {
    const start = freshSession('s1');
    expect(run(start, { type: 'extend-rest', now: T0 })).toBe(start);
    expect(run(start, { type: 'end-rest' })).toBe(start);
  });
});

describe('Skip Set', () => {
  it('records the skip and advances without a rest', () => {
    const start = freshSession('s1');
    const action = skip(start);
    const after = run(start, action);
    expect(after).toMatchObject({ exerciseIndex: 0, setNumber: 2, rest: null });
    expect(after.logged).toEqual([action.type === 'skip-set' && action.set]);
  });

  it('skipping the very last set finishes the session', () => {
    const last = atLastSlot();
    expect(run(last, skip(last))).toMatchObject({ finished: true, rest: null });
  });
});

describe('Finish before the last set (decision 054)', () => {
  const finishEarly: SessionAction = { type: 'finish-early' };

  it('does nothing until a set is lifted: a warm-up or a skipped set is not one', () => {
    const start = freshSession('s1');
    expect(run(start, finishEarly)).toBe(start);
    const warmUp: SessionAction = {
      type: 'log-warm-up',
      set: set(0, 1, { setType: 'warmup', rir: null }),
    };
    const warmedUp = run(start, warmUp, skip(start));
    expect(workingSetsDone(warmedUp.logged)).toBe(0);
    expect(run(warmedUp, finishEarly)).toBe(warmedUp);
  });

  it('finishes with the sets done, and ends a rest under way', () => {
    const start = freshSession('s1');
    const resting = run(start, complete(start));
    expect(resting.rest).not.toBeNull();
    const finished = run(resting, finishEarly);
    expect(finished).toMatchObject({ finished: true, rest: null, exerciseIndex: 0, setNumber: 1 });
    expect(finished.logged).toEqual(resting.logged);
    expect(workingSetsDone(finished.logged)).toBe(1);
    // Once finished, nothing more is logged.
    expect(run(finished, complete(finished))).toBe(finished);
  });
});

describe('exercises out of order (decision 057)', () => {
  const goTo = (exerciseIndex: number): SessionAction => ({
    type: 'go-to-exercise',
    exerciseIndex,
  });
  const doSet = (session: WorkoutSession) => run(session, complete(session), { type: 'end-rest' });

  it('goes to another exercise, then back to the ones left behind, and finishes when all are done', () => {
    // Set 1 of the first exercise, then the third (its equipment is free), then round again.
    let session = doSet(freshSession('s1'));
    expect(session).toMatchObject({ exerciseIndex: 0, setNumber: 2 });
    session = run(session, goTo(2));
    expect(session).toMatchObject({ exerciseIndex: 2, setNumber: 1 });
    session = doSet(session);
    // Round to the first exercise's set 2, then the second exercise in order.
    expect(session).toMatchObject({ exerciseIndex: 0, setNumber: 2, finished: false });
    session = doSet(session);
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 1 });
    session = doSet(doSet(session));
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 3, finished: false });
    session = run(session, complete(session));
    expect(session).toMatchObject({ finished: true, rest: null });
    expect(sessionProgress(PLAN, session.logged)).toEqual({ done: 6, total: 6 });
  });

  it("lands on an exercise's first set not done, or its last when all are, and never while resting", () => {
    let session = doSet(doSet(freshSession('s1')));
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 1 });
    // The first exercise is done: its last set, to be corrected.
    expect(run(session, goTo(0))).toMatchObject({ exerciseIndex: 0, setNumber: 2 });
    session = doSet(session);
    expect(run(session, goTo(1))).toMatchObject({ exerciseIndex: 1, setNumber: 2 });
    const resting = run(session, complete(session));
    expect(run(resting, goTo(2))).toBe(resting);
    expect(run(session, goTo(3))).toBe(session);
    expect(run(session, goTo(-1))).toBe(session);
  });

  it('comes back to the exercise left behind once the one gone to is done', () => {
    let session = run(doSet(freshSession('s1')), goTo(1));
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 1 });
    session = doSet(doSet(session));
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 3 });
    session = doSet(session);
    expect(session).toMatchObject({ exerciseIndex: 0, setNumber: 2 });
    session = doSet(session);
    expect(session).toMatchObject({ exerciseIndex: 2, setNumber: 1 });
  });

  it('finds the next slot without a set, going round, or none', () => {
    const logged = [set(0, 1), set(2, 1)];
    expect(nextOpenSlot(PLAN, logged, { exerciseIndex: 2, setNumber: 1 })).toEqual({
      exerciseIndex: 0,
      setNumber: 2,
    });
    // A warm-up holds no slot.
    expect(
      nextOpenSlot(PLAN, [set(0, 2, { setType: 'warmup' })], { exerciseIndex: 0, setNumber: 1 }),
    ).toEqual({ exerciseIndex: 0, setNumber: 2 });
    expect(
      nextOpenSlot(PLAN, atLastSlot().logged.concat(set(2, 1)), { exerciseIndex: 1, setNumber: 1 }),
    ).toBeNull();
  });
});

describe('forget-set', () => {
  it('drops a set the server refused', () => {
    const start = freshSession('s1');
    const action = complete(start);
    const resting = run(start, action);
    const clientId = action.type === 'complete-set' ? action.set.clientId : '';
    expect(run(resting, { type: 'forget-set', clientId }).logged).toEqual([]);
  });
});

describe('set dots and progress', () => {
  it('shows done, skipped, current and upcoming for the current exercise', () => {
    const logged = [set(1, 1), set(1, 2, { skipped: true })];
    const session = { exerciseIndex: 1, setNumber: 3, rest: null };
    expect(setDots(PLAN, session, logged)).toEqual(['done', 'skipped', 'current']);
    expect(setDots(PLAN, { exerciseIndex: 1, setNumber: 1, rest: null }, [])).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('shows the set just completed as done while resting', () => {
    const rest = { endsAt: T0 + 1000, totalMs: 1000 };
    expect(setDots(PLAN, { exerciseIndex: 0, setNumber: 1, rest }, [set(0, 1)])).toEqual([
      'done',
      'upcoming',
    ]);
  });

  it('counts each slot once, skipped ones included, and ignores slots outside the plan', () => {
    const first = set(0, 1);
    const logged = [
      first,
      set(0, 1, { clientId: 'other-device' }),
      set(0, 2, { skipped: true }),
      set(5, 1),
      set(1, 9),
    ];
    expect(sessionProgress(PLAN, logged)).toEqual({ done: 2, total: 6 });
  });
});

describe('mergeSets, findSet and previousPerformedSet', () => {
  it('keeps one set per client id, the later list winning', () => {
    const server = set(0, 1, { clientId: 'a', reps: 8 });
    const local = { ...server, reps: 10 };
    expect(mergeSets([server], [local])).toEqual([local]);
    expect(mergeSets([server, set(0, 2, { clientId: 'b' })], [local])).toHaveLength(2);
  });

  it('finds the latest set of a slot', () => {
    const older = set(0, 1, { performedAt: '2025-08-03T10:00:00.000Z' });
    const newer = set(0, 1, { performedAt: '2025-08-03T10:05:00.000Z' });
    expect(findSet([newer, older], { exerciseIndex: 0, setNumber: 1 })).toBe(newer);
    expect(findSet([older], { exerciseIndex: 0, setNumber: 2 })).toBeUndefined();
  });

  it('takes the last performed set of the exercise before this one, not skipped ones', () => {
    const one = set(1, 1, { weight: 40 });
    const two = set(1, 2, { skipped: true, weight: null });
    const other = set(0, 2, { weight: 90 });
    expect(previousPerformedSet([one, two, other], { exerciseIndex: 1, setNumber: 3 })).toBe(one);
    expect(previousPerformedSet([one], { exerciseIndex: 1, setNumber: 1 })).toBeUndefined();
  });
});

describe('resumeSession', () => {
  const base = RESUME_BASE;

  it('starts a new session when there is nothing to resume', () => {
    expect(resumeSession(base)).toEqual(freshSession('new'));
  });

  it('resumes at the exercise left behind when the last one was done first (decision 057)', () => {
    const server = { sessionId: 's1', completedAt: null, sets: [set(0, 1), set(2, 1)] };
    expect(resumeSession({ ...base, server })).toMatchObject({
      sessionId: 's1',
      exerciseIndex: 0,
      setNumber: 2,
    });
  });

  it('resumes the stored session exactly where it was, rest included', () => {
    const stored: WorkoutSession = {
      ...freshSession('s1'),
      exerciseIndex: 1,
      setNumber: 2,
      rest: { endsAt: T0 + 30_000, totalMs: 90_000 },
      logged: [set(0, 1), set(0, 2), set(1, 1)],
    };
    expect(resumeSession({ ...base, stored })).toEqual(stored);
  });

  it('ends a rest that ran out while the tab was closed', () => {
    const stored: WorkoutSession = {
      ...freshSession('s1'),
      exerciseIndex: 0,
      setNumber: 2,
      rest: { endsAt: T0 - 1, totalMs: 90_000 },
      logged: [set(0, 1), set(0, 2)],
    };
    expect(resumeSession({ ...base, stored })).toMatchObject({
      exerciseIndex: 1,
      setNumber: 1,
      rest: null,
    });
  });

  it('resumes the stored session offline (no server answer)', () => {
    const stored: WorkoutSession = { ...freshSession('s1'), setNumber: 2, logged: [set(0, 1)] };
    expect(resumeSession({ ...base, server: undefined, stored })).toEqual(stored);
  });

  it('adds the sets the server and the outbox hold for the stored session', () => {
    const mine = set(0, 1);
    const otherTab = set(0, 2);
    const queued = set(1, 1);
    const foreign = set(1, 2, { sessionId: 'older' });
    const stored: WorkoutSession = { ...freshSession('s1'), setNumber: 2, logged: [mine] };
    const resumed = resumeSession({
      ...base,
      stored,
      server: { sessionId: 's1', completedAt: null, sets: [mine, otherTab] },
      pendingSets: [queued, foreign],
    });
    expect(resumed.logged).toHaveLength(3);
    expect(resumed.logged).toEqual(expect.arrayContaining([mine, otherTab, queued]));
  });

  it('leaves a stale stored position on a set logged elsewhere, to go on after the furthest one', () => {
    const mine = [set(0, 1), set(0, 2)];
    const stored: WorkoutSession = { ...freshSession('s1'), exerciseIndex: 1, logged: mine };
    const elsewhere = [set(1, 1), set(1, 2)];
    const resumed = resumeSession({
      ...base,
      stored,
      server: { sessionId: 's1', completedAt: null, sets: [...mine, ...elsewhere] },
    });
    expect(resumed).toMatchObject({ exerciseIndex: 1, setNumber: 3 });
    expect(resumed.logged).toHaveLength(4);
  });

  it('keeps a stored position on a set this device logged: he went back to correct it', () => {
    const logged = [set(0, 1), set(0, 2), set(1, 1)];
    const stored: WorkoutSession = { ...freshSession('s1'), exerciseIndex: 1, logged };
    const resumed = resumeSession({
      ...base,
      stored,
      server: { sessionId: 's1', completedAt: null, sets: [...logged, set(1, 2)] },
    });
    expect(resumed).toMatchObject({ exerciseIndex: 1, setNumber: 1 });
  });

  it('starts a new session when the stored one was completed (on the server or in the outbox)', () => {
    const stored: WorkoutSession = { ...freshSession('s1'), setNumber: 2, logged: [set(0, 1)] };
    expect(
      resumeSession({
        ...base,
        stored,
        server: { sessionId: 's1', completedAt: '2025-08-03T11:00:00.000Z', sets: [] },
      }),
    ).toEqual(freshSession('new'));
    expect(resumeSession({ ...base, stored, pendingCompletions: ['s1'] })).toEqual(
      freshSession('new'),
    );
  });

  it('keeps a stored, finished session whose completion never went out, to complete it', () => {
    const stored: WorkoutSession = { ...freshSession('s1'), exerciseIndex: 2, finished: true };
    expect(resumeSession({ ...base, stored })).toEqual(stored);
  });

  it('Redo always starts a new session', () => {
    const stored: WorkoutSession = { ...freshSession('s1'), setNumber: 2, logged: [set(0, 1)] };
    expect(resumeSession({ ...base, stored, redo: true })).toEqual(freshSession('new'));
  });

  it('picks up the server’s unfinished session after its furthest set (another device)', () => {
    const sets = [set(0, 1), set(0, 2), set(1, 1, { skipped: true })];
    const resumed = resumeSession({
      ...base,
      server: { sessionId: 's1', completedAt: null, sets },
    });
    expect(resumed).toMatchObject({ sessionId: 's1', exerciseIndex: 1, setNumber: 2, rest: null });
    expect(resumed.logged).toEqual(sets);
  });

  it('does not pick up a completed server session', () => {
    expect(
      resumeSession({
        ...base,
        server: { sessionId: 's1', completedAt: '2025-08-03T11:00:00.000Z', sets: [set(0, 1)] },
      }),
    ).toEqual(freshSession('new'));
  });

  it('picks up a session known only from the outbox (storage cleared, still offline)', () => {
    const queued = [set(0, 1, { sessionId: 'q1' }), set(0, 2, { sessionId: 'q1' })];
    expect(resumeSession({ ...base, server: undefined, pendingSets: queued })).toMatchObject({
      sessionId: 'q1',
      exerciseIndex: 1,
      setNumber: 1,
    });
  });

  it('stays on the last set when every set is logged but the session was never completed', () => {
    const sets = [set(0, 1), set(0, 2), set(1, 1), set(1, 2), set(1, 3), set(2, 1)];
    expect(
      resumeSession({ ...base, server: { sessionId: 's1', completedAt: null, sets } }),
    ).toMatchObject({ exerciseIndex: 2, setNumber: 1, finished: false });
  });

  it('moves a stored position outside a changed plan to its last set', () => {
    const stored: WorkoutSession = { ...freshSession('s1'), exerciseIndex: 7, setNumber: 2 };
    expect(resumeSession({ ...base, stored })).toMatchObject({ exerciseIndex: 2, setNumber: 1 });
    const tooFar: WorkoutSession = { ...freshSession('s1'), exerciseIndex: 1, setNumber: 9 };
    expect(resumeSession({ ...base, stored: tooFar })).toMatchObject({
      exerciseIndex: 1,
      setNumber: 3,
    });
  });
});

describe('added sets and exercises (decision 038)', () => {
  /** The reducer as the hook runs it: on the plan with the session's own additions. */
  const runAdded = (session: WorkoutSession, ...actions: SessionAction[]) =>
    actions.reduce((state, action) => reduceSession(planWith(PLAN, state), state, action), session);
  const added = workoutFixture({}, 1).exercises[0]!;

  it('gives an exercise one more set than planned, and goes on to it after the rest', () => {
    let session = runAdded(freshSession('s1'), { type: 'add-set', exerciseIndex: 0 });
    expect(planWith(PLAN, session)).toEqual([3, 3, 1]);
    session = runAdded(session, complete(session), { type: 'end-rest' });
    session = runAdded(session, complete(session), { type: 'end-rest' });
    expect(session).toMatchObject({ exerciseIndex: 0, setNumber: 3 });
    session = runAdded(session, complete(session), { type: 'end-rest' });
    expect(session).toMatchObject({ exerciseIndex: 1, setNumber: 1 });
    expect(sessionProgress(planWith(PLAN, session), session.logged)).toEqual({ done: 3, total: 7 });
  });

  it('adds an exercise after the last planned one: the session ends after its sets', () => {
    let session = runAdded(freshSession('s1'), {
      type: 'add-exercise',
      exercise: { ...added, sets: 2 },
    });
    expect(planWith(PLAN, session)).toEqual([2, 3, 1, 2]);
    // Through the plan to the last planned set: it is no longer the session's last.
    for (let i = 0; i < 6; i++)
      session = runAdded(session, complete(session), { type: 'end-rest' });
    expect(session).toMatchObject({ exerciseIndex: 3, setNumber: 1, finished: false });
    session = runAdded(session, complete(session), { type: 'end-rest' });
    session = runAdded(session, complete(session));
    expect(session.finished).toBe(true);
    // Nothing is added to a finished session.
    expect(runAdded(session, { type: 'add-set', exerciseIndex: 3 })).toBe(session);
  });

  it('never goes past 20 sets of an exercise', () => {
    let session = freshSession('s1');
    for (let i = 0; i < 30; i++) session = runAdded(session, { type: 'add-set', exerciseIndex: 2 });
    expect(planWith(PLAN, session)[2]).toBe(20);
  });

  it('shows the workout with its additions: names, sets and count', () => {
    const workout = workoutFixture({}, 2);
    const session = runAdded(
      freshSession('s1'),
      { type: 'add-set', exerciseIndex: 1 },
      { type: 'add-exercise', exercise: { ...added, id: 'push-up', name: 'Push-Up' } },
    );
    const shown = workoutWith(workout, session);
    expect(shown.exercises.map((e) => e.name)).toEqual(['Exercise 1', 'Exercise 2', 'Push-Up']);
    expect(shown.exercises[1]!.sets).toBe(workout.exercises[1]!.sets + 1);
    expect(shown.totalExercises).toBe(3);
    expect(workoutWith(workout, freshSession('s2'))).toBe(workout);
  });

  it('resumes a stored session on an added exercise instead of clamping it to the plan', () => {
    const stored: WorkoutSession = {
      ...freshSession('s1'),
      exerciseIndex: 3,
      setNumber: 2,
      added: [{ ...added, sets: 3 }],
      extraSets: { '0': 1 },
    };
    const resumed = resumeSession({
      plan: PLAN,
      stored,
      pendingSets: [],
      pendingCompletions: [],
      redo: false,
      now: T0,
      newSessionId: () => 'new',
    });
    expect(resumed).toMatchObject({ sessionId: 's1', exerciseIndex: 3, setNumber: 2 });
    expect(resumed.added).toHaveLength(1);
  });

  it('retargets an added exercise at his last reps until a set of it is logged (decision 094)', () => {
    const rdl = { ...added, id: 'romanian-deadlift', targetReps: 10 };
    const retarget = (exerciseIndex: number, targetReps: number, exerciseId = rdl.id) =>
      ({ type: 'retarget-added', exerciseIndex, exerciseId, targetReps }) as const;
    let session = runAdded(freshSession('s1'), { type: 'add-exercise', exercise: rdl });
    session = runAdded(session, retarget(3, 6));
    expect(session.added?.map((exercise) => exercise.targetReps)).toEqual([6]);
    // Not a planned exercise, not another exercise, not the same target again.
    expect(runAdded(session, retarget(0, 6, added.id))).toBe(session);
    expect(runAdded(session, retarget(3, 8, 'push-up'))).toBe(session);
    expect(runAdded(session, retarget(3, 6))).toBe(session);
    // A warm-up of it is logged: what he aims at stays the target he saw.
    const warmedUp: WorkoutSession = {
      ...session,
      logged: [set(3, 1, { setType: 'warmup' })],
    };
    expect(runAdded(warmedUp, retarget(3, 8))).toBe(warmedUp);
    // Finished: nothing changes.
    const finished = { ...session, finished: true };
    expect(runAdded(finished, retarget(3, 8))).toBe(finished);
  });
});

describe('warm-ups (decision 051)', () => {
  const warmUp = (session: WorkoutSession, weight: number): SessionAction => ({
    type: 'log-warm-up',
    set: set(session.exerciseIndex, nextWarmUpNumber(session.logged, session.exerciseIndex), {
      sessionId: session.sessionId,
      setType: 'warmup',
      weight,
      rir: null,
    }),
  });

  it('keeps each warm-up beside the plan: no slot filled, no rest, no progress', () => {
    let session = freshSession('s1');
    session = run(session, warmUp(session, 20));
    session = run(session, warmUp(session, 30));
    expect(session).toMatchObject({ exerciseIndex: 0, setNumber: 1, rest: null, finished: false });
    expect(warmUpsOf(session.logged, 0).map((w) => [w.setNumber, w.weight])).toEqual([
      [1, 20],
      [2, 30],
    ]);
    expect(sessionProgress(PLAN, session.logged)).toEqual({ done: 0, total: 6 });
    expect(setDots(PLAN, session, session.logged)).toEqual(['current', 'upcoming']);
    expect(findSet(session.logged, { exerciseIndex: 0, setNumber: 1 })).toBeUndefined();
    expect(
      previousPerformedSet(session.logged, { exerciseIndex: 0, setNumber: 2 }),
    ).toBeUndefined();
  });

  it('set 1 after warm-up 1 replaces neither: both share the number, not the slot', () => {
    let session = freshSession('s1');
    session = run(session, warmUp(session, 20));
    session = run(session, complete(session), { type: 'end-rest' });
    expect(session.logged.map((logged) => [logged.setType ?? 'normal', logged.setNumber])).toEqual([
      ['warmup', 1],
      ['normal', 1],
    ]);
    expect(sessionProgress(PLAN, session.logged).done).toBe(1);
    // A redone set 1 still replaces set 1 only, never the warm-up.
    const redone = reduceSession(
      PLAN,
      { ...session, setNumber: 1 },
      complete({ ...session, setNumber: 1 }),
    );
    expect(redone.logged.filter((logged) => logged.setType === 'warmup')).toHaveLength(1);
    expect(warmUpsOf(redone.logged, 0)).toHaveLength(1);
  });

  it('takes no warm-up while resting or once finished, and only a warm-up', () => {
    const resting = run(freshSession('s1'), complete(freshSession('s1')));
    expect(run(resting, warmUp(resting, 20))).toBe(resting);
    const working: SessionAction = { type: 'log-warm-up', set: set(0, 1) };
    expect(run(freshSession('s1'), working).logged).toEqual([]);
  });

  it('resumes after the furthest working set, whatever warm-ups came after it', () => {
    const sets = [
      set(0, 1, { setType: 'warmup' }),
      set(0, 2, { setType: 'warmup' }),
      set(0, 1),
      set(1, 1, { setType: 'warmup' }),
    ];
    const resumed = resumeWith({ server: { sessionId: 's1', completedAt: null, sets } });
    expect(resumed).toMatchObject({ sessionId: 's1', exerciseIndex: 0, setNumber: 2 });
    expect(nextWarmUpNumber(resumed.logged, 0)).toBe(3);
    expect(nextWarmUpNumber(resumed.logged, 2)).toBe(1);
  });
});

describe('supersets and circuits (decision 068)', () => {
  /** Where a session stands, and whether it rests. */
  const at = (session: WorkoutSession) => ({
    exerciseIndex: session.exerciseIndex,
    setNumber: session.setNumber,
    resting: session.rest !== null,
    finished: session.finished,
  });
  const link = (exerciseIndex: number, joined = true): SessionAction => ({
    type: 'link-exercises',
    exerciseIndex,
    joined,
  });
  /** Complete Set, and the rest (when one starts) run out. */
  const doSet = (session: WorkoutSession) => {
    const after = run(session, complete(session));
    return after.rest ? run(after, { type: 'end-rest' }) : after;
  };

  it('walks a superset round by round, resting only after each round', () => {
    // Exercises 0 (2 sets) and 1 (3 sets) joined; exercise 2 on its own.
    let session = run(freshSession('s1'), link(0));
    expect(session.links).toEqual([0]);
    const steps: ReturnType<typeof at>[] = [];
    while (!session.finished) {
      session = run(session, complete(session));
      steps.push(at(session));
      if (session.rest) session = run(session, { type: 'end-rest' });
    }
    expect(steps).toEqual([
      // Set 1 of the first, straight on to set 1 of the second, then the round's rest.
      { exerciseIndex: 1, setNumber: 1, resting: false, finished: false },
      { exerciseIndex: 1, setNumber: 1, resting: true, finished: false },
      { exerciseIndex: 1, setNumber: 2, resting: false, finished: false },
      { exerciseIndex: 1, setNumber: 2, resting: true, finished: false },
      // The first exercise has no third set: the third round is the second's alone.
      { exerciseIndex: 1, setNumber: 3, resting: true, finished: false },
      { exerciseIndex: 2, setNumber: 1, resting: false, finished: true },
    ]);
    const order = session.logged.map((logged) => [logged.exerciseIndex, logged.setNumber]);
    expect(order).toEqual([
      [0, 1],
      [1, 1],
      [0, 2],
      [1, 2],
      [1, 3],
      [2, 1],
    ]);
  });

  it('starts a stability session as a circuit of all its drills, and any other without joins', () => {
    const circuit = workoutFixture({ type: 'stability' });
    expect(defaultLinks(circuit)).toEqual(
      circuit.exercises.slice(1).map((_exercise, index) => index),
    );
    expect(defaultLinks(workoutFixture({ type: 'strength' }))).toEqual([]);
    // A workout started from a routine starts with its supersets (decision 084).
    expect(defaultLinks(workoutFixture({ type: 'strength', supersets: [1] }))).toEqual([1]);
    expect(freshSession('s1', [0, 1])).toMatchObject({ links: [0, 1] });
    expect(freshSession('s1')).not.toHaveProperty('links');
    const resumed = resumeWith({ links: [0, 1] });
    expect(resumed.links).toEqual([0, 1]);
  });

  it('walks a circuit of three: skipped sets move on like done ones, and rest comes after the round', () => {
    let session = run(freshSession('s1', [0, 1]));
    session = run(session, skip(session));
    expect(at(session)).toMatchObject({ exerciseIndex: 1, setNumber: 1, resting: false });
    session = doSet(session);
    expect(at(session)).toMatchObject({ exerciseIndex: 2, setNumber: 1, resting: false });
    session = run(session, complete(session));
    expect(at(session)).toMatchObject({ exerciseIndex: 2, setNumber: 1, resting: true });
    session = run(session, { type: 'end-rest' });
    expect(at(session)).toMatchObject({ exerciseIndex: 0, setNumber: 2 });
    expect(nextInRound(PLAN, session.logged, session, session.links)).toEqual({
      exerciseIndex: 1,
      setNumber: 2,
    });
  });

  it('comes back to a superset exercise left behind, round by round', () => {
    // In the superset, the lifter goes to the second exercise first.
    let session = run(freshSession('s1', [0]), { type: 'go-to-exercise', exerciseIndex: 1 });
    session = run(session, complete(session));
    // Round 1's first exercise, left behind, comes next, with no rest: it is the same round.
    expect(at(session)).toMatchObject({ exerciseIndex: 0, setNumber: 1, resting: false });
    session = run(session, complete(session));
    // The round is done: its rest, then round 2 in order.
    expect(at(session)).toMatchObject({ exerciseIndex: 0, setNumber: 1, resting: true });
    session = run(session, { type: 'end-rest' });
    expect(at(session)).toMatchObject({ exerciseIndex: 0, setNumber: 2 });
    session = doSet(session);
    expect(at(session)).toMatchObject({ exerciseIndex: 1, setNumber: 2, resting: false });
  });

  it('parts two exercises again, ignores joins outside the plan, and none once finished', () => {
    const joined = run(freshSession('s1'), link(0), link(1));
    expect(joined.links).toEqual([0, 1]);
    expect(run(joined, link(0, false)).links).toEqual([1]);
    // The last exercise has no next one to join.
    expect(run(freshSession('s1'), link(2))).toEqual(freshSession('s1'));
    expect(run(freshSession('s1'), link(-1))).toEqual(freshSession('s1'));
    // A join past the plan (a stored session whose plan shrank) changes nothing.
    const stale = { ...freshSession('s1'), links: [2, 7] };
    expect(
      nextOpenSlot(PLAN, [set(2, 1)], { exerciseIndex: 2, setNumber: 1 }, stale.links),
    ).toEqual({ exerciseIndex: 0, setNumber: 1 });
    const finished = { ...freshSession('s1'), finished: true };
    expect(run(finished, link(0))).toBe(finished);
  });

  it('picks a circuit up from its sets on another device after the round it was in', () => {
    const sets = [set(0, 1), set(1, 1), set(2, 1), set(0, 2)];
    const resumed = resumeWith({
      server: { sessionId: 's1', completedAt: null, sets },
      links: [0, 1],
    });
    expect(resumed).toMatchObject({ sessionId: 's1', exerciseIndex: 1, setNumber: 2 });
  });
});

describe('superset groups', () => {
  it('finds the group around an exercise and every group in order', () => {
    expect(groupOf([1, 2], 5, 2)).toEqual({ first: 1, last: 3 });
    expect(groupOf([1, 2], 5, 0)).toEqual({ first: 0, last: 0 });
    expect(groupOf([3, 4], 4, 3)).toEqual({ first: 3, last: 3 });
    expect(groupsOf([0, 3], 5)).toEqual([
      { first: 0, last: 1 },
      { first: 2, last: 2 },
      { first: 3, last: 4 },
    ]);
    expect(groupKind({ first: 2, last: 2 })).toBeNull();
    expect(groupKind({ first: 2, last: 3 })).toBe('Superset');
    expect(groupKind({ first: 0, last: 3 })).toBe('Circuit');
  });

  it('keeps joins sorted and single', () => {
    expect(withLink([3], 1, true)).toEqual([1, 3]);
    expect(withLink([1, 3], 1, true)).toEqual([1, 3]);
    expect(withLink([1, 3], 3, false)).toEqual([1]);
  });
});
