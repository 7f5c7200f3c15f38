import { describe, expect, it } from 'vitest';
import { parseSessionTime, sessionTimeDraft } from './session-time-form.ts';

// Wall-clock times are this machine's: `local` reads one as the input does.
const local = (wallClock: string) => new Date(wallClock);
const session = {
  startedAt: local('2026-11-30T18:05:30').toISOString(),
  durationSeconds: 52 * 60 + 20,
};
const NOW = local('2026-12-03T12:00').getTime();

describe('the session time form', () => {
  const initial = sessionTimeDraft(session);

  it('opens on the local start to the minute and the duration in whole minutes', () => {
    expect(initial).toEqual({ start: '2026-11-30T18:05', minutes: '52' });
  });

  it('sends only what changed', () => {
    expect(parseSessionTime(initial, initial, NOW)).toEqual({ change: {} });
    expect(parseSessionTime({ ...initial, start: '2026-11-29T07:30' }, initial, NOW)).toEqual({
      change: { startedAt: local('2026-11-29T07:30').toISOString() },
    });
    expect(parseSessionTime({ ...initial, minutes: ' 45 ' }, initial, NOW)).toEqual({
      change: { durationSeconds: 45 * 60 },
    });
  });

  it('refuses an empty start, a duration out of 1 to 240 minutes, and an end in the future', () => {
    expect(parseSessionTime({ ...initial, start: '' }, initial, NOW)).toEqual({
      errors: { start: 'Choose the day and time it started' },
    });
    for (const minutes of ['', '0', '241', '30.5', 'abc', '1e-320']) {
      expect(parseSessionTime({ ...initial, minutes }, initial, NOW)).toEqual({
        errors: { minutes: 'Enter 1 to 240 minutes' },
      });
    }
    expect(parseSessionTime({ ...initial, start: '2026-12-03T11:30' }, initial, NOW)).toEqual({
      errors: { start: 'It would end in the future: choose an earlier start' },
    });
  });

  it('lets a workout just finished be left as it is', () => {
    const justNow = {
      startedAt: local('2026-12-03T11:08').toISOString(),
      durationSeconds: 52 * 60 - 10,
    };
    const draft = sessionTimeDraft(justNow);
    expect(parseSessionTime(draft, draft, NOW)).toEqual({ change: {} });
  });
});
