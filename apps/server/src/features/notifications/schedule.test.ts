import { describe, expect, it } from 'vitest';
import { mantraFor } from '@grandfit/shared/domain/method/mantras.ts';
import { dueSends, trainingDayWorkout, type Recipient } from './schedule.ts';

const recipient: Recipient = {
  userId: '6f1c1d3e-1111-4222-8333-944455556666',
  timeZone: 'America/New_York',
  reminderTime: '07:30',
  journeyStart: '2026-01-05',
};

describe('notification schedule', () => {
  // The wall clock and local midnight are domain/time-zone.ts's, tested in time-zone.test.ts.

  it('has training days only inside the 52-week journey', () => {
    expect(trainingDayWorkout('2026-01-05', '2026-01-04')).toBeNull();
    expect(trainingDayWorkout('2026-01-05', '2026-01-05')).toEqual(expect.any(String));
    expect(trainingDayWorkout('2026-01-05', '2027-01-03')).toEqual(expect.any(String));
    expect(trainingDayWorkout('2026-01-05', '2027-01-04')).toBeNull();
  });

  it('makes the workout reminder due at the reminder time, for an hour', () => {
    const kinds = (iso: string, who: Recipient = recipient) =>
      dueSends(who, new Date(iso)).map((send) => send.kind);
    expect(kinds('2026-03-02T12:29:00Z')).toEqual([]);
    expect(kinds('2026-03-02T12:30:00Z')).toEqual(['workout']);
    expect(kinds('2026-03-02T13:29:00Z')).toEqual(['motivation', 'workout']);
    expect(kinds('2026-03-02T13:30:00Z')).toEqual(['motivation']);
    expect(kinds('2026-03-02T12:30:00Z', { ...recipient, reminderTime: null })).toEqual([]);
    // Before the journey starts there is no programme day to remind of.
    expect(kinds('2026-01-02T12:30:00Z')).toEqual([]);
  });

  it("sends the day's mantra at 08:00 and the meal prompt at 19:00, opening their screens", () => {
    const [motivation] = dueSends(recipient, new Date('2026-03-02T13:00:00Z'));
    expect(motivation).toMatchObject({
      kind: 'motivation',
      localDate: '2026-03-02',
      title: "Today's Mantra",
      body: mantraFor(recipient.userId, '2026-03-02').text,
      url: '/methodology',
    });
    const [meal] = dueSends(recipient, new Date('2026-03-03T00:10:00Z'));
    expect(meal).toMatchObject({ kind: 'meal', localDate: '2026-03-02', url: '/nutrition' });
    const [workout] = dueSends(recipient, new Date('2026-03-02T12:30:00Z'));
    expect(workout).toMatchObject({ kind: 'workout', url: '/' });
  });
});
