import { describe, expect, it } from 'vitest';
import { hrvBasisDetail } from './recovery-score-dialog.tsx';

describe('hrvBasisDetail (decision 032)', () => {
  it("says the HRV was read against the user's own normal range of the same measure", () => {
    expect(
      hrvBasisDetail({
        method: 'rmssd',
        kind: 'baseline',
        days: 14,
        rolling7: 40,
        normalLow: 44.1,
        normalHigh: 54.4,
        status: 'below',
      }),
    ).toBe('RMSSD (chest strap): 7-day 40 ms, below your normal 44.1-54.4 ms');
  });

  it('says the 30-80 ms scale holds until 7 days of that measure exist', () => {
    expect(
      hrvBasisDetail({
        method: 'sdnn',
        kind: 'population',
        days: 3,
        rolling7: null,
        normalLow: null,
        normalHigh: null,
        status: null,
      }),
    ).toBe('SDNN (Apple Watch): scored on 30-80 ms until 7 days of SDNN (4 more)');
    expect(hrvBasisDetail(null)).toBeNull();
  });
});
