import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import type { MethodOverview, MethodStat, StatKey } from '@grandfit/shared/schemas/method.ts';

function statOf(overview: MethodOverview, key: StatKey): MethodStat | undefined {
  for (const pillar of overview.pillars) {
    const stat = pillar.stats.find((s) => s.key === key);
    if (stat) return stat;
  }
  return undefined;
}

const current = (overview: MethodOverview, key: StatKey) => statOf(overview, key)?.current ?? null;

/**
 * The Share Victory text, from the user's own figures only: "Week 14 of my GrandFit journey:
 * 12-day streak, deadlift e1RM 185 lb, 3 pull-ups in a set." A figure without data is left out.
 */
export function victoryText(overview: MethodOverview): string {
  const { journey, banner } = overview;
  const headline = journey.started
    ? `Week ${journey.week} of my ${PRODUCT_NAME} journey`
    : `${journey.daysToStart} ${journey.daysToStart === 1 ? 'day' : 'days'} until my ${PRODUCT_NAME} journey starts`;
  const figures: string[] = [];
  const streak = current(overview, 'streak');
  if (streak) figures.push(`${streak}-day streak`);
  const deadlift = statOf(overview, 'deadlift');
  if (deadlift && deadlift.current !== null) {
    figures.push(`deadlift e1RM ${deadlift.current} ${deadlift.unit}`);
  }
  const pullUps = current(overview, 'pullUps');
  if (pullUps !== null)
    figures.push(`${pullUps} ${pullUps === 1 ? 'pull-up' : 'pull-ups'} in a set`);
  const hrv = current(overview, 'hrv');
  if (hrv !== null) figures.push(`HRV ${hrv} ms`);
  const summary = figures.length > 0 ? `${headline}: ${figures.join(', ')}.` : `${headline}.`;
  return banner ? `${banner.title} ${summary}` : summary;
}
