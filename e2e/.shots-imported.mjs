// Throwaway: History with imported sessions at 390x844 and 1280x800 (decision 039). Not a test.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import pg from 'pg';

const base = 'http://localhost:4630';
const db = new pg.Client({ connectionString: process.env.SHOTS_DATABASE_URL });
await db.connect();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Paris' });
const page = await context.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console.error', m.text()));

const email = `shots.${Date.now()}@example.com`;
await page.goto(base);
await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
await page.getByRole('link', { name: 'Create account' }).click();
await page.getByLabel('Name').fill('Pat Rivers');
await page.getByLabel('Email').fill(email);
await page.getByLabel('Password').fill('long enough password');
await page.getByRole('button', { name: 'Create account' }).click();
await page.getByRole('button', { name: 'Skip', exact: true }).click({ timeout: 60_000 });
await page.getByRole('heading', { name: 'Today', exact: true }).waitFor({ timeout: 60_000 });

const user = await (await page.request.get(`${base}/api/auth/user`)).json();
// One GrandFit session through the API: today's first exercise, two sets, completed.
const today = new Date().toISOString().slice(0, 10);
const todays = await (await page.request.get(`${base}/api/workouts/today?date=${today}`)).json();
const workout = todays.workout;
const sessionId = randomUUID();
const ex = workout.exercises[0];
for (const n of [1, 2]) {
  const r = await page.request.post(`${base}/api/workouts/${workout.id}/sets`, {
    data: {
      clientId: randomUUID(), sessionId, exerciseId: ex.id, exerciseIndex: 0, setNumber: n,
      weight: 30, reps: ex.targetReps, rir: 2, targetWeight: ex.targetWeight, targetReps: ex.targetReps,
      targetRir: ex.targetRir, performedAt: new Date(Date.now() - (10 - n) * 60_000).toISOString(),
    },
  });
  if (!r.ok()) throw new Error(await r.text());
}
const done = await page.request.post(`${base}/api/workouts/${workout.id}/complete`, {
  data: { sessionId, completedAt: new Date().toISOString() },
});
if (!done.ok()) console.log('complete', done.status(), await done.text());

// Imported sessions, as the importer writes them.
const custom = await db.query(
  `insert into custom_exercises (user_id, name, kind) values ($1, 'Cable Fly', 'weighted') returning id`,
  [user.id],
);
const customId = `custom-${custom.rows[0].id}`;
async function imported(source, title, daysAgo, durationSeconds, sets) {
  const id = randomUUID();
  const start = new Date(Date.now() - daysAgo * 86_400_000);
  start.setUTCHours(17, 0, 0, 0);
  await db.query(
    `insert into workout_sessions (id, user_id, workout_id, started_at, completed_at, source, title, duration_seconds)
     values ($1, $2, null, $3, $4, $5, $6, $7)`,
    [id, user.id, start, new Date(start.getTime() + (durationSeconds ?? 3000) * 1000), source, title, durationSeconds],
  );
  for (const [i, s] of sets.entries()) {
    await db.query(
      `insert into workout_sets (user_id, client_id, session_id, workout_id, exercise_id, exercise_index,
        set_number, weight, weight_unit, reps, rir, rpe, set_type, performed_at)
       values ($1, $2, $3, null, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [user.id, randomUUID(), id, s.ex, s.index, s.n, s.w, s.unit ?? 'kg', s.reps, s.rir ?? null,
        s.rpe ?? null, s.type ?? 'normal', new Date(start.getTime() + (i + 1) * 120_000)],
    );
  }
  return id;
}
const push = await imported('strong', 'Push Day', 1, 3125, [
  { ex: 'bench-press', index: 0, n: 1, w: 40, reps: 10, type: 'warmup' },
  { ex: 'bench-press', index: 0, n: 2, w: 60, reps: 5, type: 'warmup' },
  { ex: 'bench-press', index: 0, n: 3, w: 100, reps: 5, rir: 2, rpe: 8 },
  { ex: 'bench-press', index: 0, n: 4, w: 100, reps: 5, rir: 2, rpe: 8 },
  { ex: 'bench-press', index: 0, n: 5, w: 80, reps: 8, type: 'drop' },
  { ex: 'front-plank', index: 1, n: 1, w: null, reps: 60 },
  { ex: customId, index: 2, n: 1, w: 40, reps: 12 },
  { ex: customId, index: 2, n: 2, w: 40, reps: 10, type: 'failure' },
]);
await imported('hevy', 'Legs — heavy', 3, 4210, [
  { ex: 'back-squat', index: 0, n: 1, w: 140, reps: 5, rir: 1, rpe: 9 },
  { ex: 'back-squat', index: 0, n: 2, w: 140, reps: 5, rir: 1, rpe: 9 },
]);
await imported('liftosaur', null, 5, null, [
  { ex: 'deadlift', index: 0, n: 1, w: 405, unit: 'lb', reps: 3, rir: 2 },
]);

await page.goto(`${base}/history`);
await page.getByTestId('history-row').first().waitFor();
await page.screenshot({ path: '/tmp/gf-shots/history-390.png', fullPage: true });
await page.goto(`${base}/history/${push}`);
await page.getByRole('heading', { name: 'Push Day' }).waitFor();
await page.screenshot({ path: '/tmp/gf-shots/detail-390.png', fullPage: true });
await page.goto(`${base}/exercises/bench-press`);
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/gf-shots/exercise-390.png', fullPage: true });
await page.setViewportSize({ width: 1280, height: 800 });
await page.goto(`${base}/history`);
await page.getByTestId('history-row').first().waitFor();
await page.screenshot({ path: '/tmp/gf-shots/history-1280.png' });
await page.goto(`${base}/history/${push}`);
await page.getByRole('heading', { name: 'Push Day' }).waitFor();
await page.screenshot({ path: '/tmp/gf-shots/detail-1280.png', fullPage: true });
await browser.close();
await db.end();
console.log('shots done');
