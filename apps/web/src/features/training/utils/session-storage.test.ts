import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_WORKOUT } from './demo-workout.ts';
import {
  clearStoredSession,
  hasStoredSession,
  parseStoredSession,
  readStoredSession,
  sessionStorageKey,
  writeStoredSession,
} from './session-storage.ts';
import { freshSession, type WorkoutSession } from './workout-session.ts';

const workout = { ...DEMO_WORKOUT, id: 'w1' };
const session: WorkoutSession = {
  ...freshSession('s1'),
  exerciseIndex: 1,
  setNumber: 2,
  rest: { endsAt: 1_750_000_090_000, totalMs: 90_000 },
  logged: [
    {
      clientId: 'c1',
      sessionId: 's1',
      exerciseIndex: 0,
      setNumber: 1,
      skipped: false,
      weight: 35,
      reps: 10,
      rir: 2,
      performedAt: '2025-08-03T10:00:00.000Z',
    },
    {
      clientId: 'c2',
      sessionId: 's1',
      exerciseIndex: 0,
      setNumber: 2,
      skipped: true,
      weight: null,
      reps: null,
      rir: null,
      performedAt: '2025-08-03T10:03:00.000Z',
    },
  ],
};

afterEach(() => window.localStorage.clear());

describe('session storage', () => {
  it('keeps the session and the workout per workout id, and forgets them', () => {
    writeStoredSession('w1', { session, workout });
    expect(readStoredSession('w1')).toEqual({ session, workout });
    expect(readStoredSession('w2')).toBeNull();
    clearStoredSession('w1');
    expect(readStoredSession('w1')).toBeNull();
  });

  it('treats anything unexpected as nothing stored', () => {
    const valid = JSON.stringify({ version: 1, session, workout });
    expect(parseStoredSession(valid, 'w1')).not.toBeNull();
    expect(parseStoredSession(null, 'w1')).toBeNull();
    expect(parseStoredSession('{not json', 'w1')).toBeNull();
    expect(parseStoredSession(valid, 'another-workout')).toBeNull();
    expect(parseStoredSession(JSON.stringify({ version: 2, session, workout }), 'w1')).toBeNull();
    for (const broken of [
      { ...session, sessionId: '' },
      { ...session, setNumber: 0 },
      { ...session, exerciseIndex: -1 },
      { ...session, rest: { endsAt: 'soon' } },
      { ...session, logged: [{ clientId: 'c1' }] },
      { ...session, finished: 'no' },
    ]) {
      expect(
        parseStoredSession(JSON.stringify({ version: 1, session: broken, workout }), 'w1'),
      ).toBeNull();
    }
  });

  it('keeps who ran the session, and says whether one is stored', () => {
    expect(hasStoredSession('w1')).toBe(false);
    writeStoredSession('w1', { session, workout, userId: 'u1' });
    expect(readStoredSession('w1')?.userId).toBe('u1');
    expect(hasStoredSession('w1')).toBe(true);
  });

  it('uses a key per workout', () => {
    writeStoredSession('w1', { session, workout });
    expect(window.localStorage.getItem(sessionStorageKey('w1'))).toContain('"s1"');
  });
});

describe('session storage of additions (decision 038)', () => {
  it('keeps the added exercises and sets, and refuses malformed ones', () => {
    const added = { ...workout.exercises[0]!, id: 'push-up', name: 'Push-Up' };
    const withAdditions: WorkoutSession = { ...session, added: [added], extraSets: { '1': 2 } };
    writeStoredSession('w1', { session: withAdditions, workout });
    expect(readStoredSession('w1')?.session).toEqual(withAdditions);

    const text = (value: unknown) =>
      JSON.stringify({ version: 1, session: { ...session, ...(value as object) }, workout });
    expect(parseStoredSession(text({ added: [{ id: 'x' }] }), 'w1')).toBeNull();
    expect(parseStoredSession(text({ added: 'push-up' }), 'w1')).toBeNull();
    expect(parseStoredSession(text({ extraSets: { '0': -1 } }), 'w1')).toBeNull();
    expect(parseStoredSession(text({ extraSets: { '0': 1 } }), 'w1')).not.toBeNull();
  });
});

describe('session storage of supersets (decision 068)', () => {
  it('keeps the joins, and refuses malformed ones', () => {
    const joined: WorkoutSession = { ...session, links: [0, 2] };
    writeStoredSession('w1', { session: joined, workout });
    expect(readStoredSession('w1')?.session).toEqual(joined);

    const text = (links: unknown) =>
      JSON.stringify({ version: 1, session: { ...session, links }, workout });
    expect(parseStoredSession(text('0'), 'w1')).toBeNull();
    expect(parseStoredSession(text([-1]), 'w1')).toBeNull();
    expect(parseStoredSession(text([0.5]), 'w1')).toBeNull();
    expect(parseStoredSession(text([1]), 'w1')).not.toBeNull();
  });
});
