import { addDays } from '@grandfit/shared/domain/dates.ts';
import { deflateSync } from 'node:zlib';
import type { APIResponse, Page } from '@playwright/test';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, localDate, test, MONTHS } from '../fixtures.ts';

/** 'Nov 20, 2026', as the Method page writes a day. */
function formatDay(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** An instant at local noon of a calendar day (the browser and this process share a zone). */
const localNoon = (date: string, minutes = 0) =>
  new Date(new Date(`${date}T12:00:00`).getTime() + minutes * 60_000).toISOString();

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A real PNG (an emerald gradient), so the browser can draw it. */
function pngImage(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * (1 + width * 3) + 1 + x * 3;
      rows.set([4, 120 + Math.round((y / height) * 100), 87 + Math.round((x / width) * 80)], at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Seeds, through the real API, a user 95 days into the journey (week 14, the Strength phase):
 * a deadlift of 135 × 5 at RIR 2 eight days ago (e1RM 166.5) and 150 × 5 at RIR 1 yesterday
 * (e1RM 180, a record), workouts completed on the last three days, HRV 45 and 51 ms, sleep 7
 * and 7.5 h, 80 kg of body weight and a birthday 200 days away.
 */
async function seed(page: Page, baseURL: string, today: string) {
  const write = { 'Content-Type': 'application/json', Origin: baseURL };
  const settings = await ok<Record<string, unknown>>(await page.request.get('/api/user/settings'));
  let milestone = addDays(today, 200);
  // A 29 February birthday moves in common years: keep the count simple.
  if (milestone.endsWith('-02-29')) milestone = addDays(milestone, 1);
  const birthDate = `${Number(milestone.slice(0, 4)) - 48}${milestone.slice(4)}`;
  await ok(
    await page.request.put('/api/user/settings', {
      headers: write,
      data: {
        ...settings,
        journeyStartDate: addDays(today, -94),
        birthDate,
        milestoneAge: 48,
        bodyWeightKg: 80,
        mission: 'Hike Half Dome with my grandson at 85',
      },
    }),
  );

  const week = async (n: number) =>
    ok<WeekWorkouts>(await page.request.get(`/api/workouts?week=${n}&date=${today}`));
  const [week13, week14] = [await week(13), await week(14)];
  const withDeadlift = (w: WeekWorkouts) =>
    w.workouts.find((workout) => workout.exercises.some((e) => e.id === 'deadlift'))!;

  async function session(
    workout: Workout,
    day: string,
    sets: { weight: number; reps: number; rir: number }[],
  ) {
    const sessionId = crypto.randomUUID();
    const exerciseIndex = workout.exercises.findIndex((e) => e.id === 'deadlift');
    for (const [i, set] of sets.entries()) {
      await ok(
        await page.request.post(`/api/workouts/${workout.id}/sets`, {
          headers: write,
          data: {
            clientId: crypto.randomUUID(),
            sessionId,
            exerciseId: 'deadlift',
            exerciseIndex,
            setNumber: i + 1,
            ...set,
            targetWeight: null,
            targetReps: 5,
            targetRir: 2,
            performedAt: localNoon(day, i * 4),
          },
        }),
      );
    }
    await complete(workout, day, sessionId);
  }
  async function complete(workout: Workout, day: string, sessionId = crypto.randomUUID()) {
    await ok(
      await page.request.post(`/api/workouts/${workout.id}/complete`, {
        headers: write,
        data: { sessionId, completedAt: localNoon(day, 60) },
      }),
    );
  }

  await session(withDeadlift(week13), addDays(today, -8), [
    { weight: 115, reps: 5, rir: 3 },
    { weight: 135, reps: 5, rir: 2 },
  ]);
  await session(withDeadlift(week14), addDays(today, -1), [{ weight: 150, reps: 5, rir: 1 }]);
  const others = week14.workouts.filter((w) => w.id !== withDeadlift(week14).id);
  await complete(others[0]!, addDays(today, -2));
  await complete(others[1]!, today);

  for (const entry of [
    { date: addDays(today, -1), hrvScore: 45, sleepHours: 7 },
    { date: today, hrvScore: 51, sleepHours: 7.5 },
  ]) {
    await ok(await page.request.post('/api/health/manual-entry', { headers: write, data: entry }));
  }
}

test('the Method page shows figures computed from the seeded data, photos, sharing and the method', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Records what the Web Share API would have shared.
  await page.addInitScript(() => {
    const shared: string[] = [];
    Object.assign(window, { sharedTexts: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data.text ?? '');
      },
    });
  });
  await createAccount(page);
  const today = await localDate(page);
  await seed(page, baseURL!, today);

  await page.goto('/methodology');
  await expect(page.getByRole('heading', { level: 1, name: 'Method' })).toBeVisible();

  // The banner: yesterday's deadlift beat the session eight days ago (167 lb).
  const banner = page.getByRole('region', { name: 'Latest achievement' });
  await expect(banner).toContainText('New Deadlift Record: 180 lb e1RM!');
  await expect(banner).toContainText('up from 167 lb');

  const header = page.getByRole('region', { name: 'The GrandFit Method' });
  await expect(header).toContainText('Building Strength for Your Second Half-Century');
  await expect(header).toContainText('Week 14 of 52 · Strength phase');
  await expect(header.getByText('Days Strong').locator('..')).toContainText('95');
  await expect(header.getByText('Days to 48').locator('..')).toContainText('200');

  await expect(page.getByText("Today's Mantra")).toBeVisible();
  const phases = page.getByRole('region', { name: 'Your Journey Progress' });
  await expect(phases.locator('[aria-current="step"]')).toContainText('Strength');

  const strength = page.getByRole('region', { name: 'Strength Training' });
  // The intermediate deadlift standard (decision 036), sex not set (the mean of men's and
  // women's), age 47, 80 kg: 280 lb. 180 / 280 = 64 %.
  await expect(strength).toContainText('64%');
  await expect(strength.getByText('Deadlift e1RM').locator('..')).toContainText('180 / 280 lb');
  await expect(strength.getByText('Pull-ups', { exact: true }).locator('..')).toContainText(
    'No data yet',
  );
  const todayWorkout = await ok<TodayWorkouts>(
    await page.request.get(`/api/workouts/today?date=${today}`),
  );
  await expect(strength.getByRole('link', { name: "Start Today's Workout" })).toHaveAttribute(
    'href',
    `/workout/${todayWorkout.workout!.id}`,
  );

  const recovery = page.getByRole('region', { name: 'Recovery & Breathing' });
  await expect(recovery).toContainText('86%'); // mean(48 / 60, 7.3 / 8)
  await expect(recovery.getByText('HRV', { exact: true }).locator('..')).toContainText(
    '48 / 60 ms',
  );
  await expect(recovery.getByText('Sleep', { exact: true }).locator('..')).toContainText(
    '7.3 / 8 h',
  );
  await expect(recovery.getByRole('link', { name: 'Start Breathing' })).toHaveAttribute(
    'href',
    '/breathing',
  );

  const nutrition = page.getByRole('region', { name: 'Anti-Inflammatory Nutrition' });
  await expect(nutrition.getByText('No data yet')).toHaveCount(3);
  await expect(nutrition.getByRole('link', { name: 'Open Nutrition' })).toHaveAttribute(
    'href',
    '/nutrition',
  );

  const consistency = page.getByRole('region', { name: 'Consistency & Analytics' });
  await expect(consistency).toContainText('10%'); // 3 / 30
  await expect(consistency.getByText('Day Streak').locator('..')).toContainText('3 / 30 days');
  await expect(consistency.getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
    'href',
    '/analytics',
  );

  await expect(page.getByRole('region', { name: 'My Mission' })).toContainText(
    'Hike Half Dome with my grandson at 85',
  );

  // Read Full Method opens the methodology; 'I'm Ready to Execute' closes it.
  await page.getByRole('button', { name: /Read Full Method/ }).click();
  const method = page.getByRole('dialog', { name: 'The GrandFit Method' });
  await expect(method).toContainText('The four pillars');
  await method.getByRole('button', { name: "I'm Ready to Execute" }).click();
  await expect(method).toBeHidden();

  // Share Victory with the Web Share API: the user's real figures.
  const victory =
    'New Deadlift Record: 180 lb e1RM! Week 14 of my GrandFit journey: 3-day streak, deadlift e1RM 180 lb, HRV 48 ms.';
  await page.getByRole('button', { name: /Share Victory/ }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedTexts: string[] }).sharedTexts))
    .toEqual([victory]);

  // Without it, the text goes to the clipboard with a toast.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }),
  );
  await page.getByRole('button', { name: /Share Victory/ }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(victory);

  // Progress Photo: a dated photo joins the series.
  await page.getByRole('button', { name: /Progress Photo/ }).click();
  const photos = page.getByRole('dialog', { name: 'Progress Photos' });
  await expect(photos.getByText('No photos yet.')).toBeVisible();
  const takenOn = addDays(today, -3);
  await photos.getByLabel('Date taken').fill(takenOn);
  await photos.getByLabel('Add Photo').setInputFiles({
    name: 'progress.png',
    mimeType: 'image/png',
    buffer: pngImage(90, 120),
  });
  const image = photos.getByRole('img', { name: `Progress photo of ${formatDay(takenOn)}` });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(90);

  // A second, newer one comes first.
  await photos.getByLabel('Date taken').fill(today);
  await photos.getByLabel('Add Photo').setInputFiles({
    name: 'today.png',
    mimeType: 'image/png',
    buffer: pngImage(60, 80),
  });
  await expect(photos.getByRole('img')).toHaveCount(2);
  await expect(photos.getByRole('img').first()).toHaveAccessibleName(
    `Progress photo of ${formatDay(today)}`,
  );

  // Deleting asks once more, then removes it.
  await photos.getByRole('button', { name: `Delete the photo of ${formatDay(today)}` }).click();
  await photos.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(photos.getByRole('img')).toHaveCount(1);
});

test('a new user sees honest empty states and prompts, not invented numbers', async ({ page }) => {
  await createAccount(page);
  await page.goto('/methodology');
  const header = page.getByRole('region', { name: 'The GrandFit Method' });
  await expect(header.getByText('Days to 48').locator('..')).toContainText('Add your birth date');
  await expect(page.getByRole('region', { name: 'Latest achievement' })).toHaveCount(0);
  const strength = page.getByRole('region', { name: 'Strength Training' });
  await expect(strength.getByText('No data yet')).toHaveCount(3);
  const mission = page.getByRole('region', { name: 'My Mission' });
  await mission.getByRole('link', { name: /Write it in Profile/ }).click();
  await expect(page).toHaveURL('/profile');
});
