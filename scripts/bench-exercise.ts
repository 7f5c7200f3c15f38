/**
 * The per-exercise page's budget (docs/benchmarks.md): GET /api/exercises/{exerciseId} in <= 30 ms
 * p50 for a user with five years of data (about 3,300 sessions and 25,000 sets: bench-analytics.ts
 * fiveYears, seeded straight into the database), on PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, PostgreSQL. The heaviest page is a main lift trained three times a week
 * for five years (about 3,900 sets); each is asked 30 times in a row after 3 warm-up calls.
 */
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedWorkouts } from '../apps/server/src/features/analytics/test-history.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { fiveYears } from './bench-analytics.ts';
import { benchDbName, benchPorts } from './bench-env.ts';

const RUNS = Number(process.env.BENCH_EXERCISE_RUNS ?? 30);
const WARM_UP = 3;
const BUDGET_MS = 30;
const ENDPOINTS = [
  '/api/exercises/back-squat',
  '/api/exercises/front-plank',
  '/api/exercises/back-squat?before=2024-01-01T00:00:00.000Z',
];

export interface ExerciseFigure {
  database: string;
  endpoint: string;
  sets: number;
  p50: number;
  p95: number;
  max: number;
  budget: number;
}

async function freshPostgres(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = benchDbName('grandfit_bench_exercise');
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const round = (ms: number) => Math.round(ms * 10) / 10;

async function benchOn(name: string, database: Database, port: number): Promise<ExerciseFigure[]> {
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
    const history = fiveYears(Date.now());
    await seedWorkouts(database.db, user.id, history.seeds);
    const sets = history.seeds.reduce((sum, seed) => sum + seed.sets.length, 0);
    console.info(`${name}: seeded ${sets} sets in ${history.seeds.length} sessions`);
    const figures: ExerciseFigure[] = [];
    for (const endpoint of ENDPOINTS) {
      const times: number[] = [];
      let shown = 0;
      for (let i = 0; i < WARM_UP + RUNS; i++) {
        const start = performance.now();
        const response = await browser.api(endpoint);
        const body = (await response.json()) as { totalSets: number };
        if (!response.ok) throw new Error(`${endpoint}: ${response.status}`);
        if (i >= WARM_UP) times.push(performance.now() - start);
        shown = body.totalSets;
      }
      times.sort((a, b) => a - b);
      figures.push({
        database: name,
        endpoint: `GET ${endpoint}`,
        sets: shown,
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

export async function benchExercise(): Promise<ExerciseFigure[]> {
  const figures: ExerciseFigure[] = [];
  const databases = process.env.BENCH_DATABASES ?? 'pglite,postgres';
  const [pglitePort, postgresPort] = benchPorts([3321, 3322]);
  if (databases.includes('pglite')) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      figures.push(...(await benchOn('PGlite', database, pglitePort)));
    } finally {
      await database.close();
    }
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (adminUrl && databases.includes('postgres')) {
    const database = await openDatabase({ databaseUrl: await freshPostgres(adminUrl) });
    try {
      figures.push(...(await benchOn('PostgreSQL', database, postgresPort)));
    } finally {
      await database.close();
    }
  }
  return figures;
}

export function printExerciseFigures(figures: ExerciseFigure[]) {
  console.info(
    `\n## Per-exercise page (five years: about 3,300 sessions, 25,000 sets; ${RUNS} sequential requests after ${WARM_UP} warm-up)\n`,
  );
  console.info(
    '| database | endpoint | sets of the exercise | p50 ms | p95 ms | max ms | budget p50 ms |',
  );
  console.info('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const f of figures) {
    console.info(
      `| ${f.database} | ${f.endpoint} | ${f.sets} | ${f.p50} | ${f.p95} | ${f.max} | ${f.budget} |`,
    );
  }
}
