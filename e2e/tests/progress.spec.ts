import { addDays, mondayOf } from '@grandfit/shared/domain/dates.ts';
import { daysBetween } from '@grandfit/shared/domain/journey.ts';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, localDate, test, dayLabel } from '../fixtures.ts';

/** Noon of a local calendar day, as an ISO instant: the same local day in any time zone. */
function localNoon(page: Page, date: string): Promise<string> {
  return page.evaluate((day) => {
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, dayOfMonth, 12).toISOString();
  }, date);
}

/**
 * Epley with reps in reserve (docs/product.md#formula-epley-e1rm), to one decimal as the page
 * shows it.
 */
const e1rm = (weight: number, reps: number, rir: number) =>
  Math.round(weight * (1 + (reps + rir) / 30) * 10) / 10;

async function api(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
}

interface SetSeed {
  exerciseId: string;
  weight: number;
  reps: number;
  rir: number;
}

test('a new user sees honest empty states, never invented numbers', async ({ page }) => {
  await createAccount(page);
  await page.getByRole('link', { name: 'View Progress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();

  await expect(page.getByRole('group', { name: 'Workouts Completed' })).toContainText('0');
  await expect(page.getByRole('group', { name: 'Workouts Completed' })).toContainText('None yet');
  await expect(page.getByRole('group', { name: 'Day Streak' })).toContainText('0 days');
  await expect(page.getByRole('group', { name: 'Day Streak' })).toContainText(
    'Complete a workout to start one',
  );
  const volume = page.getByRole('region', { name: 'Monthly Training Volume' });
  await expect(volume.getByText('Complete a workout to see your volume')).toBeVisible();
  const strength = page.getByRole('region', { name: 'Strength Progress' });
  await expect(strength.getByText('Log a lift to chart your strength')).toBeVisible();
  const recovery = page.getByRole('region', { name: 'Recovery Trends' });
  await expect(recovery.getByText('Log your recovery to see your trends')).toBeVisible();
  await expect(page.getByRole('figure')).toHaveCount(0);
});

for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('the figures match the workouts, sets and health entries seeded through the API', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await createAccount(page);
      const base = baseURL!;
      const today = await localDate(page);

      // The journey began 13 weeks ago: today is week 14 day 1, week 13 was the last 7 days.
      const settings: unknown = await (await page.request.get('/api/user/settings')).json();
      const put = await page.request.put('/api/user/settings', {
        data: { ...(settings as object), journeyStartDate: addDays(today, -91) },
        headers: { 'Content-Type': 'application/json', Origin: base },
      });
      expect(put.ok()).toBe(true);
      const workouts = new Map<string, Workout>();
      for (const week of [13, 14]) {
        const answer = (await (
          await page.request.get(`/api/workouts?date=${today}&week=${week}`)
        ).json()) as WeekWorkouts;
        for (const workout of answer.workouts) {
          workouts.set(`w${workout.week}d${workout.day}-${workout.type}`, workout);
        }
      }

      const completed: Workout[] = [];
      async function train(id: string, sets: SetSeed[] = []) {
        const workout = workouts.get(id);
        if (!workout) throw new Error(`no workout ${id}`);
        const sessionId = randomUUID();
        const at = await localNoon(page, workout.date);
        for (const [number, set] of sets.entries()) {
          const exerciseIndex = workout.exercises.findIndex((e) => e.id === set.exerciseId);
          const exercise = workout.exercises[exerciseIndex]!;
          await api(page.request, base, `/api/workouts/${workout.id}/sets`, {
            clientId: randomUUID(),
            sessionId,
            exerciseId: set.exerciseId,
            exerciseIndex,
            setNumber: number + 1,
            weight: set.weight,
            reps: set.reps,
            rir: set.rir,
            targetWeight: exercise.targetWeight,
            targetReps: exercise.targetReps,
            targetRir: exercise.targetRir,
            skipped: false,
            performedAt: at,
          });
        }
        await api(page.request, base, `/api/workouts/${workout.id}/complete`, {
          sessionId,
          completedAt: at,
        });
        completed.push(workout);
      }

      await train('w13d1-strength', [
        { exerciseId: 'back-squat', weight: 135, reps: 8, rir: 3 },
        { exerciseId: 'back-squat', weight: 145, reps: 8, rir: 2 },
        { exerciseId: 'bench-press', weight: 115, reps: 8, rir: 3 },
      ]);
      await train('w13d2-zone2');
      await train('w13d3-strength', [{ exerciseId: 'deadlift', weight: 185, reps: 8, rir: 3 }]);
      await train('w13d6-vo2max');
      await train('w13d7-zone2');
      await train('w14d1-stability');
      await train('w14d1-strength', [{ exerciseId: 'back-squat', weight: 150, reps: 8, rir: 2 }]);

      await api(page.request, base, '/api/health/manual-entry', {
        date: addDays(today, -2),
        hrvScore: 45,
        restingHeartRate: 60,
        sleepHours: 7,
        sleepQuality: 7,
      });
      await api(page.request, base, '/api/health/manual-entry', {
        date: addDays(today, -1),
        hrvScore: 55,
        restingHeartRate: 58,
        sleepHours: 8,
        sleepQuality: 8,
      });

      await page.goto('/progress');
      await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();

      // Seven workouts; this month's are those dated in today's month.
      const month = today.slice(0, 7);
      const thisMonth = completed.filter((workout) => workout.date.startsWith(month));
      const workoutsTile = page.getByRole('group', { name: 'Workouts Completed' });
      await expect(workoutsTile).toContainText('7');
      await expect(workoutsTile).toContainText(`${thisMonth.length} this month`);
      // Today, yesterday and the day before (VO2 max); nothing three days ago.
      const streakTile = page.getByRole('group', { name: 'Day Streak' });
      await expect(streakTile).toContainText('3 days');
      await expect(streakTile).toContainText('Trained today');

      // This month's volume per pillar: sessions and minutes trained (decision 091). Each session
      // here is seeded with its sets and its completion at the same instant, or with nothing
      // logged: none has a time of its own, so each counts its plan's minutes, said as planned.
      const volume = page.getByRole('region', { name: 'Monthly Training Volume' });
      const pillars = [
        ['Strength', 'strength'],
        ['Zone 2', 'zone2'],
        ['VO2 Max', 'vo2max'],
        ['Stability', 'stability'],
      ] as const;
      const current = volume.getByRole('region').first();
      for (const [label, type] of pillars) {
        const done = thisMonth.filter((workout) => workout.type === type);
        const minutes = done.reduce((sum, workout) => sum + workout.durationMinutes, 0);
        const sessions = `${done.length} ${done.length === 1 ? 'session' : 'sessions'}`;
        await expect(current.getByRole('term').filter({ hasText: label })).toBeVisible();
        await expect(current).toContainText(
          `${label}${sessions}${minutes} min${minutes > 0 ? ` · ${minutes} planned` : ''}`,
        );
      }
      const lastRow = volume.getByRole('table', { name: 'Last 6 months' }).getByRole('row').last();
      const monthMinutes = thisMonth.reduce((sum, workout) => sum + workout.durationMinutes, 0);
      await expect(lastRow).toContainText(`${monthMinutes} min`);
      const allPlanned = completed.reduce((sum, workout) => sum + workout.durationMinutes, 0);
      await expect(volume).toContainText(
        `${completed.length} sessions without a time of their own (no time logged, or over 4 hours) count the plan's ${allPlanned} min`,
      );
      await expect(lastRow).toContainText(
        `${thisMonth.length} ${thisMonth.length === 1 ? 'session' : 'sessions'}`,
      );

      // Working sets by movement (decision 062): squats on day 1 of both weeks, a bench press set
      // a week ago, a deadlift five days ago; this week runs from Monday to today. His first set
      // was a week ago: the average runs from that week's Monday, not over the 6 months.
      const movement = page.getByRole('region', { name: 'Sets by Movement' });
      const since = mondayOf(addDays(today, -7));
      const weeks = Math.max(7, daysBetween(since, today) + 1) / 7;
      await expect(movement).toContainText(`a week on average since ${dayLabel(since, today)}`);
      const perWeek = (sets: number) => String(Math.round((sets / weeks) * 10) / 10);
      const deadliftThisWeek = addDays(today, -5) >= mondayOf(today) ? 1 : 0;
      const rows = [
        ['Squat', `1 set this week · ${perWeek(3)} a week on average`],
        ['Hinge', `${deadliftThisWeek} set${deadliftThisWeek === 1 ? '' : 's'} this week`],
        ['Push', `0 sets this week · ${perWeek(1)} a week on average`],
      ];
      await expect(movement.getByRole('term')).toHaveText(rows.map(([label]) => label!));
      for (const [index, [, text]] of rows.entries()) {
        await expect(movement.getByRole('definition').nth(index)).toContainText(text!);
      }
      await expect(movement).toContainText('No working sets in 6 months: Lunge, Pull, Carry, Core');

      // Strength: the best e1RM of each day, per main lift.
      const strength = page.getByRole('region', { name: 'Strength Progress' });
      const squatFirst = e1rm(145, 8, 2); // beats 135 x 8 @3
      const squatLatest = e1rm(150, 8, 2);
      const change = Math.round((squatLatest - squatFirst) * 10) / 10;
      const percent = Math.round((change / squatFirst) * 1000) / 10;
      const squat = strength.getByRole('figure', { name: 'Back Squat' });
      await expect(squat).toContainText(
        `Latest e1RM ${squatLatest} lb · +${change} lb (+${percent}%) since ${dayLabel(addDays(today, -7), today)} · best ${squatLatest} lb`,
      );
      // Every value, newest first, once asked for.
      await expect(squat.getByRole('table')).toHaveCount(0);
      await squat.getByRole('button', { name: 'Show the values of Back Squat as a table' }).click();
      const squatRows = squat.getByRole('table', { name: 'Back Squat' }).getByRole('row');
      await expect(squatRows).toHaveCount(3);
      await expect(squatRows.nth(1)).toContainText(`${dayLabel(today, today)}${squatLatest}`);
      await expect(squatRows.nth(2)).toContainText(
        `${dayLabel(addDays(today, -7), today)}${squatFirst}`,
      );
      await expect(strength.getByRole('figure', { name: 'Bench Press' })).toContainText(
        `Latest e1RM ${e1rm(115, 8, 3)} lb · one session so far`,
      );
      await expect(strength.getByRole('figure', { name: 'Deadlift' })).toContainText(
        `Latest e1RM ${e1rm(185, 8, 3)} lb`,
      );
      await expect(strength.getByRole('figure')).toHaveCount(3);
      // The chart library arrived with the charts; a chart is drawn as it comes into view.
      await squat.scrollIntoViewIfNeeded();
      await expect(squat.locator('canvas')).toHaveCount(1);

      // Recovery: 7-day averages and the latest values.
      const recovery = page.getByRole('region', { name: 'Recovery Trends' });
      const yesterday = dayLabel(addDays(today, -1), today);
      await expect(
        recovery.getByRole('figure', { name: 'HRV · RMSSD (chest strap) (ms)' }),
      ).toContainText(`7-day average 50 ms · latest 55 ms on ${yesterday}`);
      await expect(
        recovery.getByRole('figure', { name: 'Resting Heart Rate (bpm)' }),
      ).toContainText(`7-day average 59 bpm · latest 58 bpm on ${yesterday}`);
      await expect(recovery.getByRole('figure', { name: 'Sleep (h)' })).toContainText(
        `7-day average 7.5 h · latest 8 h on ${yesterday}`,
      );
      await recovery
        .getByRole('button', {
          name: 'Show the values of HRV · RMSSD (chest strap) (ms) as a table',
        })
        .click();
      const hrvRows = recovery
        .getByRole('table', { name: 'HRV · RMSSD (chest strap) (ms)' })
        .getByRole('row');
      await expect(hrvRows).toHaveCount(3);
      await expect(hrvRows.nth(1)).toContainText(`${yesterday}5550`);
    });
  });
}
