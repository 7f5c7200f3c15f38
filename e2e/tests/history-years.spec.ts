import { randomUUID } from 'node:crypto';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, localDate, startJourneyToday, test } from '../fixtures.ts';

/**
 * Five years of training, three or four sessions a week, which History must scroll
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
const SESSIONS = 3_300;
const HOURS_APART = 13;
/** Rows the virtualised list may hold at once: a screenful and its overscan, never the history. */
const MOST_ROWS_IN_PAGE = 40;

test('five years of sessions scroll to the first one, the page holding only a screenful of rows', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const date = await localDate(page);
  const today = (await (
    await page.request.get(`/api/workouts/today?date=${date}`)
  ).json()) as TodayWorkouts;
  const workout = today.workout as Workout;

  // Completed sessions written through the API, newest first, 13 hours apart: back about 4.9 years.
  const now = Date.now();
  const completedAt = (index: number) =>
    new Date(now - (index + 1) * HOURS_APART * 3_600_000).toISOString();
  for (let start = 0; start < SESSIONS; start += 50) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(50, SESSIONS - start) }, (_, offset) =>
        page.request.post(`/api/workouts/${workout.id}/complete`, {
          data: { sessionId: randomUUID(), completedAt: completedAt(start + offset) },
          headers: { Origin: baseURL! },
        }),
      ),
    );
    expect(answers.every((answer) => answer.ok())).toBe(true);
  }

  await page.goto('/history');
  const list = page.getByRole('list', { name: 'Completed workouts' });
  await expect(list.getByTestId('history-row').first()).toBeVisible();
  // The list's count, not the month calendar's status (which reads "No workouts" on the 1st of a
  // month, when this month holds none of the sessions yet).
  const total = page.getByRole('status').filter({ hasText: /^[\d,]+ workouts?$/ });

  // The user scrolls down until the list ends; every page of 30 arrives on the way.
  let mostRows = 0;
  await expect
    .poll(
      async () => {
        mostRows = Math.max(mostRows, await list.getByRole('listitem').count());
        await page.mouse.wheel(0, 20_000);
        return (await total.count()) > 0 ? await total.textContent() : 'still loading';
      },
      { timeout: 180_000, intervals: [100] },
    )
    .toBe(`${SESSIONS.toLocaleString('en-US')} workouts`);
  expect(mostRows).toBeGreaterThan(0);
  expect(mostRows).toBeLessThanOrEqual(MOST_ROWS_IN_PAGE);

  // The oldest session is the last row, and it opens like any other. (Every session here is of
  // one workout, done on a different day each time, and each row shows its own day.)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const oldest = list.locator(`li[data-index="${SESSIONS - 1}"]`);
  await expect(oldest).toBeVisible();
  const oldestDay = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat('en-US', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date(iso)),
    completedAt(SESSIONS - 1),
  );
  await expect(oldest).toContainText(oldestDay);
  await oldest.getByRole('link').click();
  await expect(page).toHaveURL(/\/history\/[0-9a-f-]{36}$/);
});
