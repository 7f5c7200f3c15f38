/**
 * The analytics budget (docs/decisions/017-analytics.md): each of GET /api/ai/performance-metrics,
 * /api/ai/predictive-insights and /api/ai/training-phase-analysis in <= 50 ms p50 for a user with
 * five years of data (about 25,000 sets, 1,800 health days). The user is seeded straight into a
 * fresh database in bulk (test-history.ts), on an in-memory PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on PostgreSQL; then each endpoint is called 30 times in a row (after 3
 * warm-up calls) over HTTP by a signed-in client.
 */
import path from 'node:path';
import pg from 'pg';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  seedHealthDays,
  seedWorkouts,
  type SeedHealthDay,
  type SeedSet,
  type SeedWorkout,
} from '../apps/server/src/features/analytics/test-history.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';

const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 30);
const WARM_UP = 3;
const WEEKS = 260;
const HEALTH_DAYS = 1800;
const BUDGET_MS = 50;
const ENDPOINTS = [
  '/api/ai/performance-metrics?days=30',
  '/api/ai/performance-metrics?days=90',
  '/api/ai/performance-metrics?days=180',
  '/api/ai/predictive-insights',
  '/api/ai/training-phase-analysis',
];

export interface AnalyticsFigure {
  database: string;
  endpoint: string;
  runs: number;
  p50: number;
  p95: number;
  max: number;
  budget: number;
}

const LIFTS = ['back-squat', 'bench-press', 'deadlift', 'overhead-press', 'barbell-row'];
const BASE_E1RM: Record<string, number> = {
  'back-squat': 180,
  'bench-press': 140,
  deadlift: 220,
  'overhead-press': 90,
  'barbell-row': 130,
};

/** A deterministic pseudo-random sequence (mulberry32), so every run seeds the same history. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Five years of a committed user: journeys of 52 weeks back to back (the current one in its 21st
 * week); each week 3 strength sessions of 5 lifts × 5 sets, 5 stability sessions of 4 sets, 4 Zone 2
 * sessions and the VO2 max session from week 13; one health row a day.
 */
export function fiveYears(now: number) {
  const rand = random(42);
  const today = new Date(now).toISOString().slice(0, 10);
  const currentStart = addDays(today, -20 * 7);
  const seeds: SeedWorkout[] = [];
  for (let w = WEEKS - 1; w >= 0; w--) {
    const offset = 20 * 7 - w * 7;
    const weekStart = addDays(currentStart, offset);
    const journeyIndex = Math.floor(offset / 364);
    const journeyStart = addDays(currentStart, 364 * journeyIndex);
    const week = (offset - 364 * journeyIndex) / 7 + 1;
    const progress = (WEEKS - w) / WEEKS;
    const plan: [number, SessionType][] = [
      [1, 'strength'],
      [3, 'strength'],
      [5, 'strength'],
      [1, 'stability'],
      [2, 'stability'],
      [3, 'stability'],
      [4, 'stability'],
      [5, 'stability'],
      [2, 'zone2'],
      [4, 'zone2'],
      [6, 'zone2'],
      [7, 'zone2'],
      ...(week >= 13 ? ([[6, 'vo2max']] as [number, SessionType][]) : []),
    ];
    for (const [day, type] of plan) {
      const date = addDays(weekStart, day - 1);
      const at = Date.parse(`${date}T07:00:00.000Z`);
      if (at > now) continue;
      const sets: SeedSet[] = [];
      if (type === 'strength') {
        for (const lift of LIFTS) {
          const e1rm = BASE_E1RM[lift]! * (1 + 0.6 * progress) * (0.97 + 0.06 * rand());
          for (let s = 0; s < 5; s++) {
            const rir = Math.floor(rand() * 4);
            const reps = 5 + Math.floor(rand() * 4);
            const weight = Math.round(e1rm / (1 + (reps + rir) / 30) / 2.5) * 2.5;
            sets.push({
              exerciseId: lift,
              weight,
              reps,
              rir,
              targetReps: reps,
              targetRir: 2,
              at: new Date(at + (LIFTS.indexOf(lift) * 5 + s) * 120_000),
            });
          }
        }
      } else if (type === 'stability') {
        for (let s = 0; s < 4; s++) {
          sets.push({
            exerciseId: 'front-plank',
            weight: 0,
            reps: 30 + Math.floor(rand() * 30),
            rir: null,
            at: new Date(at + s * 90_000),
          });
        }
      }
      seeds.push({ journeyStart, week, day, type, completedAt: new Date(at + 3_600_000), sets });
    }
  }
  const health: SeedHealthDay[] = Array.from({ length: HEALTH_DAYS }, (_, i) => ({
    date: addDays(today, -i),
    hrvMs: 40 + Math.round(rand() * 20),
    restingHeartRate: 55 + Math.round(rand() * 10),
    sleepHours: Math.round((6.5 + 2 * rand()) * 10) / 10,
    sleepQuality: 5 + Math.floor(rand() * 5),
    vo2Max: i % 30 === 0 ? Math.round((40 + 5 * rand()) * 10) / 10 : null,
  }));
  return { seeds, health, journeyStart: currentStart };
}

async function freshPostgres(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS grandfit_bench_analytics WITH (FORCE)');
  await admin.query('CREATE DATABASE grandfit_bench_analytics');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/grandfit_bench_analytics';
  return url.href;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function benchOn(name: string, database: Database, port: number): Promise<AnalyticsFigure[]> {
  const url = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(import.meta.dirname, 'no-web-client'),
    }),
    database,
  });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const { browser } = await signedInThroughProvider(url);
    const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
    const now = Date.now();
    const history = fiveYears(now);
    const started = performance.now();
    await seedWorkouts(database.db, user.id, history.seeds);
    await seedHealthDays(database.db, user.id, history.health);
    const settings = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: {
        displayName: null,
        birthDate: '1980-06-15',
        heightCm: 180,
        bodyWeightKg: 82,
        units: 'lb',
        journeyStartDate: history.journeyStart,
        milestoneAge: 48,
        mission: null,
        reminderTime: null,
      },
    });
    if (!settings.ok) throw new Error(`settings: ${settings.status}`);
    const sets = history.seeds.reduce((sum, seed) => sum + seed.sets.length, 0);
    console.info(
      `${name}: seeded ${sets} sets, ${history.seeds.length} workouts and ${history.health.length} health days in ${Math.round(performance.now() - started)} ms`,
    );
    const figures: AnalyticsFigure[] = [];
    for (const endpoint of ENDPOINTS) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const start = performance.now();
        const response = await browser.api(endpoint);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${endpoint}: ${response.status}`);
        if (i >= WARM_UP) times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      figures.push({
        database: name,
        endpoint: `GET ${endpoint}`,
        runs: RUNS,
        p50: round(percentile(times, 0.5)),
        p95: round(percentile(times, 0.95)),
        max: round(times[times.length - 1] ?? 0),
        budget: BUDGET_MS,
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

export async function benchAnalytics(): Promise<AnalyticsFigure[]> {
  const figures: AnalyticsFigure[] = [];
  const databases = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  if (databases.includes('pglite')) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      figures.push(...(await benchOn('PGlite', database, 3311)));
    } finally {
      await database.close();
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl && databases.includes('postgres')) {
    const database = await openDatabase({ databaseUrl: await freshPostgres(adminUrl) });
    try {
      figures.push(...(await benchOn('PostgreSQL', database, 3312)));
    } finally {
      await database.close();
    }
  }
  return figures;
}

export function printAnalyticsFigures(figures: AnalyticsFigure[]) {
  console.info(
    `\n## Analytics (five years: ${WEEKS} weeks of training, ${HEALTH_DAYS} health days; ${RUNS} sequential requests after ${WARM_UP} warm-up)\n`,
  );
  console.info('| database | endpoint | p50 ms | p95 ms | max ms | budget p50 ms |');
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.info(
      `| ${f.database} | ${f.endpoint} | ${f.p50} | ${f.p95} | ${f.max} | ${f.budget} |`,
    );
  }
}
