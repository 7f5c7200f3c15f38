import { addDays } from '../dates.ts';
import { clampPercent, goalStatus } from './status.ts';

/** docs/product.md#quarterly-test: quarterly tests, 90 days apart. */
export const QUARTERLY_TEST_INTERVAL_DAYS = 90;

/** The date of the next test after one taken on `testDate` (YYYY-MM-DD). */
export function nextTestDateAfter(testDate: string): string {
  return addDays(testDate, QUARTERLY_TEST_INTERVAL_DAYS);
}

/** What a test says about the goal's progress. */
export interface TestOutcome {
  /** 0-100 as the user rated the performance, or null when not given. */
  performanceScore: number | null;
  targetMet: boolean;
}

/**
 * The goal's progress after a test: the performance score when the user gave one (it is the
 * user's own measure of how close the result is to the target); without a score, 100 when the
 * target was met; otherwise the previous progress stays, because a result in words alone says
 * nothing measurable about the distance to the target.
 */
export function progressAfterTest(previous: number, outcome: TestOutcome): number {
  if (outcome.performanceScore !== null) return clampPercent(outcome.performanceScore);
  if (outcome.targetMet) return 100;
  return clampPercent(previous);
}

/**
 * Whether a test by itself puts its goal at 'Achieved' (90 or more, the Goals screen's label): its
 * score, or the target met without a score. A result in words alone leaves the progress where it
 * was, so it achieves nothing new.
 */
export function testAchievesGoal(outcome: TestOutcome): boolean {
  return goalStatus(progressAfterTest(0, outcome)) === 'Achieved';
}

/** True when the goal's next test is due on `today` or was due before (both YYYY-MM-DD). */
export function isTestDue(nextTestDate: string, today: string): boolean {
  return nextTestDate <= today;
}
