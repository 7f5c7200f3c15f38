import { describe, expect, it } from 'vitest';
import { resumeOffer } from './journey-resume.ts';

describe('resumeOffer', () => {
  // Monday 2 Nov 2026 is week 1, day 1.
  const start = '2026-11-02';

  it('picks up on the day after the last one done, after a week or more away', () => {
    // Week 1, day 3 done on 4 Nov; back on 16 Nov (week 3, day 1): 12 days on.
    expect(
      resumeOffer({
        journeyStartDate: start,
        date: '2026-11-16',
        lastDoneDay: 2,
        lastTrainedOn: '2026-11-04',
      }),
    ).toEqual({ journeyStartDate: '2026-11-13', week: 1, day: 4, lastTrainedOn: '2026-11-04' });
    // Week 2, day 7 done: he picks up at week 3, day 1.
    expect(
      resumeOffer({
        journeyStartDate: start,
        date: '2026-11-30',
        lastDoneDay: 13,
        lastTrainedOn: '2026-11-15',
      }),
    ).toMatchObject({ journeyStartDate: '2026-11-16', week: 3, day: 1 });
  });

  it('offers week 1, day 1 today to a lifter who never trained since his start', () => {
    expect(
      resumeOffer({
        journeyStartDate: start,
        date: '2026-11-09',
        lastDoneDay: null,
        lastTrainedOn: null,
      }),
    ).toEqual({ journeyStartDate: '2026-11-09', week: 1, day: 1, lastTrainedOn: null });
  });

  it('offers nothing short of a week, to a lifter who trained this week, or outside the journey', () => {
    const away = { journeyStartDate: start, lastDoneDay: 2, lastTrainedOn: '2026-11-04' };
    // Six days between day 3 and today (day 10): the missed-workout notice's business.
    expect(resumeOffer({ ...away, date: '2026-11-11' })).toBeNull();
    expect(resumeOffer({ ...away, date: '2026-11-12' })).not.toBeNull();
    // He did another day's workout three days ago.
    expect(resumeOffer({ ...away, date: '2026-11-16', lastTrainedOn: '2026-11-13' })).toBeNull();
    // A new account's first week; before the start; after week 52.
    expect(
      resumeOffer({
        journeyStartDate: start,
        date: '2026-11-05',
        lastDoneDay: null,
        lastTrainedOn: null,
      }),
    ).toBeNull();
    expect(resumeOffer({ ...away, date: '2026-10-20' })).toBeNull();
    expect(resumeOffer({ ...away, date: '2027-11-01' })).toBeNull();
  });
});
