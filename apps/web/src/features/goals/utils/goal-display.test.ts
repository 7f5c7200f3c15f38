import { describe, expect, it } from 'vitest';
import { goalFixture } from '../test/fixtures.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import { TONE_BADGE_CLASSES, formatDay, nextTestText, toneOf } from './goal-display.ts';

describe('goal display', () => {
  it('colours the labels green, amber and red (docs/product.md#goal-status)', () => {
    expect(TONE_BADGE_CLASSES[toneOf('On Track')]).toContain('emerald');
    expect(TONE_BADGE_CLASSES[toneOf('Needs Work')]).toContain('amber');
    expect(TONE_BADGE_CLASSES[toneOf('Priority')]).toContain('red');
  });

  it('formats days without time-zone drift', () => {
    expect(formatDay('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
    setDeviceLanguage('en-GB');
    expect(formatDay('2027-03-03')).toBe('3 Mar 2027');
  });

  it('says when the next test is', () => {
    const today = '2026-03-02';
    expect(nextTestText(goalFixture({ nextTestDate: today }), today)).toBe('Baseline test due');
    expect(nextTestText(goalFixture({ nextTestDate: today, testCount: 1 }), today)).toBe(
      'Test due today',
    );
    expect(nextTestText(goalFixture({ nextTestDate: '2026-02-01', testCount: 1 }), today)).toBe(
      'Test due since Feb 1, 2026',
    );
    expect(nextTestText(goalFixture({ nextTestDate: '2026-05-31', testCount: 1 }), today)).toBe(
      'Next test May 31, 2026',
    );
  });
});
