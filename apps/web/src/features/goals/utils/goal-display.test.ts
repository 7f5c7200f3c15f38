import { describe, expect, it } from 'vitest';
import { goalFixture } from '../test/fixtures.ts';
import {
  TONE_BADGE_CLASSES,
  formatDay,
  goalProgress,
  nextTestText,
  statusOf,
  todayStatusOf,
  toneOf,
} from './goal-display.ts';

describe('goal display', () => {
  it('reads the progress the API holds as a string', () => {
    expect(goalProgress({ progressPercentage: '38' })).toBe(38);
    expect(goalProgress({ progressPercentage: '140' })).toBe(100);
    expect(goalProgress({ progressPercentage: 'n/a' })).toBe(0);
  });

  it('labels a tested goal by its progress and an untested one Not tested', () => {
    expect(statusOf(goalFixture({ progressPercentage: '95', testCount: 1 }))).toBe('Achieved');
    expect(statusOf(goalFixture({ progressPercentage: '72', testCount: 1 }))).toBe('On Track');
    expect(statusOf(goalFixture({ progressPercentage: '50', testCount: 2 }))).toBe('Needs Work');
    expect(statusOf(goalFixture({ progressPercentage: '20', testCount: 1 }))).toBe('Priority');
    expect(statusOf(goalFixture())).toBe('Not tested');
    expect(todayStatusOf(goalFixture({ progressPercentage: '95', testCount: 1 }))).toBe('On Track');
  });

  it('colours the labels green, amber and red (spec 4)', () => {
    expect(TONE_BADGE_CLASSES[toneOf('On Track')]).toContain('emerald');
    expect(TONE_BADGE_CLASSES[toneOf('Needs Work')]).toContain('amber');
    expect(TONE_BADGE_CLASSES[toneOf('Priority')]).toContain('red');
  });

  it('formats days without time-zone drift', () => {
    expect(formatDay('2026-03-02')).toBe('Mar 2, 2026');
    expect(formatDay('2026-12-31')).toBe('Dec 31, 2026');
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
