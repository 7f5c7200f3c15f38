/**
 * The History budget (docs/benchmarks.md): GET /api/history answers its first page in <= 30 ms p50
 * for a user with five years of training (3,300 completed sessions, 25,000 sets). The user is
 * seeded straight into a fresh database in bulk (features/history/test-seed.ts), on an in-memory
 * PGlite and, when BENCH_DATABASE_URL or TEST_DATABASE_URL is set, on PostgreSQL; then each call is
 * made BENCH_HISTORY_RUNS times in a row (after 3 warm-up calls) over HTTP by a signed-in client.
 */
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import type { HistoryPage } from '@grandfit/shared/schemas/history.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import {
  seedHistory,
  type SeedHistorySession,
  type SeedHistorySet,
} from '../apps/server/src/features/history/test-seed.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 100);
const WARM_UP = 3;
const WEEKS = 260;
const BUDGET_MS = 30;

export interface HistoryFigure {
  database: string;
  endpoint: string;
  runs: number;
  p50: number;
  p99: number;
  max: number;
  budget: number | null;
}

const LIFTS = ['back-squat', 'bench-press', 'deadlift', 'overhead-press', 'barbell-row'];

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
 * Five years of journeys back to back: each week 3 strength sessions (a warm-up and 5 lifts x 5
 * sets, a record on the first working set, one lift in kg), 5 stability sessions of 4 plank holds,
 * 4 Zone 2 sessions, and VO2 max from week 13: 3,320 sessions and 25,480 sets.
 */
export function fiveYearsOfSessions(now: number): SeedHistorySession[] {
  const rand = random(16);
  const today = new Date(now).toISOString().slice(0, 10);
  const currentStart = addDays(today, -20 * 7);
  const seeds: SeedHistorySession[] = [];
  for (let w = WEEKS - 1; w >= 0; w--) {
    const offset = 20 * 7 - w * 7;
    const weekStart = addDays(currentStart, offset);
    const journeyIndex = Math.floor(offset / 364);
    const journeyStart = addDays(currentStart, 364 * journeyIndex);
    const week = (offset - 364 * journeyIndex) / 7 + 1;
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
      const startedAt =
        Date.parse(`${date}T07:00:00.000Z`) + (type === 'stability' ? 7_200_000 : 0);
      const sets: SeedHistorySet[] = [];
      const at = (i: number) => new Date(startedAt + i * 120_000);
      if (type === 'strength') {
        sets.push({
          exerciseId: 'back-squat',
          exerciseIndex: 0,
          setNumber: 1,
          weight: 45,
          reps: 10,
          setType: 'warmup',
          performedAt: at(0),
        });
        LIFTS.forEach((lift, index) => {
          for (let s = 0; s < 5; s++) {
            const kg = lift === 'deadlift';
            const weight = 60 + Math.round(rand() * 40) * 2.5;
            sets.push({
              exerciseId: lift,
              exerciseIndex: index,
              setNumber: s + 1,
              weight: kg ? Math.round(weight / 2.2 / 1.25) * 1.25 : weight,
              weightUnit: kg ? 'kg' : 'lb',
              reps: 5 + Math.floor(rand() * 4),
              rir: Math.floor(rand() * 4),
              targetWeight: weight,
              targetReps: 8,
              targetRir: 2,
              performedAt: at(1 + index * 5 + s),
              records: index === 0 && s === 0 && rand() < 0.5 ? ['heaviest-weight'] : [],
            });
          }
        });
      } else if (type === 'stability') {
        for (let s = 0; s < 4; s++) {
          sets.push({
            exerciseId: 'front-plank',
            exerciseIndex: 0,
            setNumber: s + 1,
            weight: 0,
            reps: 30 + Math.floor(rand() * 30),
            performedAt: at(s),
          });
        }
      }
      const completedAt = startedAt + 3_600_000;
      if (completedAt > now) continue;
      seeds.push({
        journeyStart,
        week,
        day,
        type,
        startedAt: new Date(startedAt),
        completedAt: new Date(completedAt),
        sets,
      });
    }
  }
  return seeds;
}

async function freshPostgres(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS grandfit_bench_history WITH (FORCE)');
  await admin.query('CREATE DATABASE grandfit_bench_history');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/grandfit_bench_history';
  return url.href;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function benchOn(name: string, database: Database): Promise<HistoryFigure[]> {
  const port = await freePort();
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
    const seeds = fiveYearsOfSessions(Date.now());
    const started = performance.now();
    await seedHistory(database.db, user.id, seeds);
    await database.db.execute(sql`analyze`);
    const sets = seeds.reduce((sum, seed) => sum + (seed.sets?.length ?? 0), 0);
    console.info(
      `${name}: seeded ${seeds.length} sessions and ${sets} sets in ${Math.round(performance.now() - started)} ms`,
    );
    // A cursor deep in the history: the 100th page of 30.
    let deep = '';
    let second = '';
    let sessionId = '';
    for (let page = 0, cursor: string | null = null; page < 100; page++) {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const body = (await (
        await browser.api(`/api/history?limit=30${query}`)
      ).json()) as HistoryPage;
      sessionId ||= body.items.find((item) => item.type === 'strength')?.sessionId ?? '';
      cursor = body.nextCursor;
      if (!cursor) throw new Error(`history ended at page ${page + 1}`);
      deep = cursor;
      second ||= cursor;
    }
    const endpoints: [string, string, number | null][] = [
      ['GET /api/history (first page)', '/api/history', BUDGET_MS],
      ['GET /api/history (page 2)', `/api/history?cursor=${encodeURIComponent(second)}`, BUDGET_MS],
      ['GET /api/history (page 101)', `/api/history?cursor=${encodeURIComponent(deep)}`, BUDGET_MS],
      ['GET /api/history/sessions/{id}', `/api/history/sessions/${sessionId}`, null],
    ];
    const figures: HistoryFigure[] = [];
    for (const [label, endpoint, budget] of endpoints) {
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
        endpoint: label,
        runs: RUNS,
        p50: round(percentile(times, 0.5)),
        p99: round(percentile(times, 0.99)),
        max: round(times[times.length - 1] ?? 0),
        budget,
      });
    }
    return figures;
  } finally {
    await app.close();
  }
}

export async function benchHistory(): Promise<HistoryFigure[]> {
  const figures: HistoryFigure[] = [];
  const databases = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  if (databases.includes('pglite')) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      figures.push(...(await benchOn('PGlite', database)));
    } finally {
      await database.close();
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl && databases.includes('postgres')) {
    const database = await openDatabase({ databaseUrl: await freshPostgres(adminUrl) });
    try {
      figures.push(...(await benchOn('PostgreSQL', database)));
    } finally {
      await database.close();
    }
  }
  return figures;
}

export function printHistoryFigures(figures: HistoryFigure[]) {
  console.info(
    `\n## History (five years: ${WEEKS} weeks, 3,320 sessions, 25,480 sets; ${RUNS} sequential requests after ${WARM_UP} warm-up)\n`,
  );
  console.info('| database | endpoint | p50 ms | p99 ms | max ms | budget p50 ms |');
  console.info('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.info(
      `| ${f.database} | ${f.endpoint} | ${f.p50} | ${f.p99} | ${f.max} | ${f.budget ?? '-'} |`,
    );
  }
}
