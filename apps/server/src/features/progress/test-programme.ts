import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { TestBrowser } from '../../../test/browser.ts';

/**
 * A user's programme as the progress tests need it, asked on `date`: workouts by programme id
 * (e.g. "w13d1-strength").
 */
export async function programmeWorkouts(browser: TestBrowser, weeks: number[], date: string) {
  const byId = new Map<string, Workout>();
  for (const week of weeks) {
    const response = await browser.api(`/api/workouts?date=${date}&week=${week}`);
    if (response.status !== 200) throw new Error(`week ${week}: ${response.status}`);
    const answer = (await response.json()) as WeekWorkouts;
    for (const workout of answer.workouts) {
      byId.set(`w${workout.week}d${workout.day}-${workout.type}`, workout);
    }
  }
  return (id: string) => {
    const workout = byId.get(id);
    if (!workout) throw new Error(`no workout ${id}`);
    return workout;
  };
}
