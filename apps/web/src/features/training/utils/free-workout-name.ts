/**
 * A free workout's name before the lifter gives one (decision 075), from the hour it starts, as
 * Hevy and Strong name theirs: "Morning workout" before noon, "Afternoon workout" before 5 pm,
 * "Evening workout" after.
 */
export function freeWorkoutName(now: Date): string {
  const hour = now.getHours();
  if (hour < 12) return 'Morning workout';
  if (hour < 17) return 'Afternoon workout';
  return 'Evening workout';
}
