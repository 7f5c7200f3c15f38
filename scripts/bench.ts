/**
 * `npm run bench`: API load with autocannon (PGlite, and PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set), Lighthouse (mobile) on the landing page and every signed-in screen,
 * and the Apple Health import. Figures go to stdout as Markdown tables for docs/benchmarks.md.
 * Budgets: docs/benchmarks.md, with each section's figures. `npm run bench -- apple-health` (or
 * BENCH_ONLY=api,pages) runs only the named sections; `nutrition` times food search and
 * identify-voice; `analytics` times the three analytics calls over five years of one user's data;
 * `exercise` times the per-exercise page over the same five years; `uploads` measures the server's
 * memory during eight parallel 100 MB video uploads and during crafted Apple Health uploads (a
 * nested-element zip, a zip bomb); `crafted-zip` runs only the latter; `import` previews and
 * commits a 20 MB Strong export; `signup` drives Chromium through sign-ups and sign-ins, landing
 * page to Today; `video` times the on-device video analysis of an 8-second squat clip in Chromium
 * (bench-video.ts). On PostgreSQL, `api` also runs today's workout and logging a set against a
 * server in the original prototype's style (scripts/bench-reference/) and prints GrandFit's
 * figures as a ratio to it (docs/benchmarks.md): as one user, then as BENCH_API_USERS users (100)
 * taking turns.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import pg from 'pg';
import puppeteer from 'puppeteer-core';
import { freePort } from '../apps/server/test/free-port.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { benchAppleHealth, printAppleHealthFigures } from './bench-apple-health.ts';
import { benchNutrition, printNutritionFigures } from './bench-nutrition.ts';
import { benchAnalytics, printAnalyticsFigures } from './bench-analytics.ts';
import { benchHistory, printHistoryFigures } from './bench-history.ts';
import { benchExercise, printExerciseFigures } from './bench-exercise.ts';
import { benchUploads, printUploadsFigures } from './bench-uploads.ts';
import { CHROMIUM_FEATURES_OFF, benchDbName, benchPorts } from './bench-env.ts';
import { seedSixMonths } from './bench-pages-seed.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { benchCraftedZip, printCraftedZipFigures } from './bench-health-import-crafted.ts';
import { benchWorkoutImport, printWorkoutImportFigures } from './bench-workout-import.ts';
import { referenceSessionCookie } from './bench-reference/session.ts';
import { benchSignup, printSignupFigures } from './bench-signup.ts';
import { benchVideo, printVideoFigures } from './bench-video.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// BENCH_WEB_DIST=/a/saved/dist measures another build (an earlier commit's) against this one.
const WEB_DIST = process.env.BENCH_WEB_DIST ?? path.join(ROOT, 'apps/web/dist');
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

interface ApiFigure {
  database: string;
  endpoint: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function ensureBuilt() {
  const built = [
    path.join(WEB_DIST, 'index.html'),
    path.join(ROOT, 'apps/server/dist/main.js'),
  ].every(fs.existsSync);
  if (!built) spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

async function untilHealthy(child: ChildProcess, port: number, name: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`${name} did not start`);
}

async function startServer(port: number, databaseUrl: string | undefined): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-'));
  // BENCH_CPU_PROF_DIR: a V8 CPU profile of the server process, written when it stops.
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, 'apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      // The many-users rows sign up BENCH_API_USERS users from one address within a minute.
      SIGN_IN_RATE_LIMIT: '1000',
    },
  });
  await untilHealthy(child, port, 'bench server');
  return child;
}

/**
 * The prototype-style reference (scripts/bench-reference/server.ts) on the same database, run by
 * tsx like the bench itself (esbuild strips the types once at start-up; the code then runs as
 * plain JavaScript), in production mode like GrandFit.
 */
async function startReference(port: number, databaseUrl: string, secret: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-reference/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REFERENCE_SESSION_SECRET: secret,
    },
  });
  await untilHealthy(child, port, 'reference server');
  return child;
}

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = benchDbName('grandfit_bench');
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

async function load(
  url: string,
  cookie: string,
  write?: { body: () => string; origin: string },
  nextPath?: () => string,
): Promise<autocannon.Result> {
  const run = (duration: number) =>
    autocannon({
      url,
      connections: CONNECTIONS,
      duration,
      headers: write
        ? { cookie, origin: write.origin, 'content-type': 'application/json' }
        : { cookie },
      ...(write
        ? {
            method: 'POST' as const,
            // A new set each request, as the active-workout screen sends them.
            requests: [{ setupRequest: (request) => ({ ...request, body: write.body() }) }],
          }
        : nextPath
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: nextPath() }) }] }
          : {}),
    });
  await run(2); // warm-up: JIT, connection pool, caches
  return run(DURATION_S);
}

/** One request of a rotating load: the user's cookie, the path and, for a write, the body. */
interface UserRequest {
  cookie: string;
  path: string;
  body?: string;
}

/**
 * The load of many users at once: each request goes as the next user in turn (their cookie, their
 * workout), as a gym's worth of phones would send them, rather than every connection as one user.
 */
async function loadAcrossUsers(
  base: string,
  next: () => UserRequest,
  write?: { origin: string },
): Promise<autocannon.Result> {
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: CONNECTIONS,
      duration,
      ...(write ? { method: 'POST' as const } : {}),
      requests: [
        {
          setupRequest: (request) => {
            const { cookie, path: requestPath, body } = next();
            const headers: Record<string, string> = { cookie };
            if (write) {
              headers.origin = write.origin;
              headers['content-type'] = 'application/json';
            }
            return { ...request, path: requestPath, headers, ...(body ? { body } : {}) };
          },
        },
      ],
    });
  await run(2); // warm-up: JIT, connection pool, caches
  return run(DURATION_S);
}

/** How many users the "many users" rows sign in (BENCH_API_USERS). */
const API_USERS = Number(process.env.BENCH_API_USERS ?? 100);

/** A user signed in to both servers, with today's workout (the same rows for both). */
interface BenchUser {
  cookie: string;
  referenceCookie: string;
  workoutId: string;
  exerciseId: string;
  /** Each server logs into a workout session of its own. */
  sessionId: string;
  referenceSessionId: string;
}

async function signInBenchUsers(
  base: string,
  date: string,
  reference: { pool: pg.Pool; secret: string },
): Promise<BenchUser[]> {
  const users: BenchUser[] = [];
  // A few sign-ups at a time: each is the real provider flow, with its password hash.
  for (let first = 0; first < API_USERS; first += 5) {
    const batch = Array.from({ length: Math.min(5, API_USERS - first) }, async () => {
      const { browser } = await signedInThroughProvider(base);
      const today = (await (await browser.api(`/api/workouts/today?date=${date}`)).json()) as {
        workout: { id: string; exercises: { id: string }[] };
      };
      const { id: userId } = (await (await browser.api('/api/auth/user')).json()) as {
        id: string;
      };
      return {
        cookie: `gf_session=${browser.cookie('gf_session')}`,
        referenceCookie: await referenceSessionCookie(reference.pool, userId, reference.secret),
        workoutId: today.workout.id,
        exerciseId: today.workout.exercises[0]?.id ?? '',
        sessionId: randomUUID(),
        referenceSessionId: randomUUID(),
      };
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

/** A new set each request, as the active-workout screen sends them. */
const setBody = (sessionId: string, exerciseId: string) =>
  JSON.stringify({
    clientId: randomUUID(),
    sessionId,
    exerciseId,
    exerciseIndex: 0,
    setNumber: 1,
    weight: 35,
    reps: 12,
    rir: 2,
    targetWeight: 35,
    targetReps: 12,
    targetRir: 2,
    performedAt: new Date().toISOString(),
  });

/**
 * Today's workout and logging a set for API_USERS users at once, on GrandFit and on the reference,
 * each as a row of the side-by-side table.
 */
async function benchManyUsers(
  servers: { base: string; referenceBase: string },
  users: BenchUser[],
  date: string,
): Promise<ReferenceFigure[]> {
  const label = `${users.length} users`;
  let turn = 0;
  const nextUser = () => users[turn++ % users.length]!;
  const todayPath = `/api/workouts/today?date=${date}`;
  const rows: ReferenceFigure[] = [];
  for (const [route, request, write] of [
    [
      `GET /api/workouts/today (${label})`,
      (reference: boolean) => {
        const user = nextUser();
        return { cookie: reference ? user.referenceCookie : user.cookie, path: todayPath };
      },
      false,
    ],
    [
      `POST /api/workouts/{id}/sets (${label})`,
      (reference: boolean) => {
        const user = nextUser();
        return {
          cookie: reference ? user.referenceCookie : user.cookie,
          path: `/api/workouts/${user.workoutId}/sets`,
          body: setBody(reference ? user.referenceSessionId : user.sessionId, user.exerciseId),
        };
      },
      true,
    ],
  ] as const) {
    const measure = async (base: string, reference: boolean) =>
      figureOf(
        reference ? 'reference' : 'PostgreSQL',
        route,
        await loadAcrossUsers(base, () => request(reference), write ? { origin: base } : undefined),
      );
    rows.push({
      route,
      grandFit: await measure(servers.base, false),
      reference: await measure(servers.referenceBase, true),
    });
  }
  return rows;
}

/** One route on GrandFit and on the prototype-style reference, measured in the same run. */
interface ReferenceFigure {
  route: string;
  grandFit: ApiFigure;
  reference: ApiFigure;
}

function figureOf(database: string, endpoint: string, result: autocannon.Result): ApiFigure {
  return {
    database,
    endpoint,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

async function benchApi(
  database: string,
  databaseUrl: string | undefined,
  port: number,
  sideBySide?: { port: number; figures: ReferenceFigure[] },
): Promise<ApiFigure[]> {
  const server = await startServer(port, databaseUrl);
  let reference: ChildProcess | undefined;
  try {
    const base = `http://localhost:${port}`;
    const { browser } = await signedInThroughProvider(base);
    const cookie = `gf_session=${browser.cookie('gf_session')}`;
    const figures: ApiFigure[] = [];
    for (const endpoint of ['/api/auth/user', '/api/user/avatar']) {
      figures.push(figureOf(database, `GET ${endpoint}`, await load(`${base}${endpoint}`, cookie)));
    }
    // The budgets of docs/decisions/013-training-hot-paths.md: today's workout and logging a set.
    const date = new Date().toISOString().slice(0, 10);
    const today = (await (await browser.api(`/api/workouts/today?date=${date}`)).json()) as {
      workout: { id: string; exercises: { id: string }[] };
    };
    const todayPath = `/api/workouts/today?date=${date}`;
    figures.push(
      figureOf(database, 'GET /api/workouts/today', await load(`${base}${todayPath}`, cookie)),
    );
    // The reference signs in the same user of the same database with its own session store.
    let referenceBase = '';
    let referenceCookie = '';
    const referenceSecret = randomBytes(32).toString('base64url');
    if (sideBySide && databaseUrl) {
      reference = await startReference(sideBySide.port, databaseUrl, referenceSecret);
      referenceBase = `http://localhost:${sideBySide.port}`;
      const { id: userId } = (await (await browser.api('/api/auth/user')).json()) as { id: string };
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      referenceCookie = await referenceSessionCookie(pool, userId, referenceSecret);
      await pool.end();
      const check = await fetch(`${referenceBase}${todayPath}`, {
        headers: { cookie: referenceCookie },
      });
      const answered = (await check.json()) as { workout?: { id: string } | null };
      if (!check.ok || answered.workout?.id !== today.workout.id) {
        throw new Error(`the reference answered ${check.status}, not today's workout`);
      }
    }
    if (reference) {
      sideBySide!.figures.push({
        route: 'GET /api/workouts/today',
        grandFit: figures.at(-1)!,
        reference: figureOf(
          'reference',
          'GET /api/workouts/today',
          await load(`${referenceBase}${todayPath}`, referenceCookie),
        ),
      });
    }
    // The same read with the per-instance cache (decision 013) missing every time: each request
    // asks for another day of the same week, and the cache keeps one day per user.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    let turn = 0;
    const alternateDay = () => `/api/workouts/today?date=${turn++ % 2 === 0 ? date : tomorrow}`;
    figures.push(
      figureOf(
        database,
        'GET /api/workouts/today (cache missed)',
        await load(`${base}${todayPath}`, cookie, undefined, alternateDay),
      ),
    );
    if (reference) {
      // The reference keeps nothing between requests, so its every answer is computed: this row
      // compares it with GrandFit when GrandFit's cache (decision 013) does not answer either.
      sideBySide!.figures.push({
        route: 'GET /api/workouts/today (GrandFit cache missed)',
        grandFit: figures.at(-1)!,
        reference: sideBySide!.figures.at(-1)!.reference,
      });
    }
    const { workout } = today;
    // Each server logs into a session of its own: a session belongs to the server that made it.
    const setBodyIn = (sessionId: string) => () =>
      setBody(sessionId, workout.exercises[0]?.id ?? '');
    const setsPath = `/api/workouts/${workout.id}/sets`;
    figures.push(
      figureOf(
        database,
        'POST /api/workouts/{id}/sets',
        await load(`${base}${setsPath}`, cookie, {
          body: setBodyIn(randomUUID()),
          origin: base,
        }),
      ),
    );
    if (reference) {
      sideBySide!.figures.push({
        route: 'POST /api/workouts/{id}/sets',
        grandFit: figures.at(-1)!,
        reference: figureOf(
          'reference',
          'POST /api/workouts/{id}/sets',
          await load(`${referenceBase}${setsPath}`, referenceCookie, {
            body: setBodyIn(randomUUID()),
            origin: referenceBase,
          }),
        ),
      });
    }
    if (reference && sideBySide && databaseUrl) {
      // One user's thousands of sets in one workout session are the worst case of the set's
      // records step (decision 025); a gym full of users is the common one.
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
      const users = await signInBenchUsers(base, date, { pool, secret: referenceSecret });
      await pool.end();
      sideBySide.figures.push(...(await benchManyUsers({ base, referenceBase }, users, date)));
    }
    return figures;
  } finally {
    server.kill('SIGTERM');
    reference?.kill('SIGTERM');
  }
}

/** The budget against the prototype's stack: at least 3x its req/s, at a p99 of at most 20 ms. */
const REFERENCE_BUDGET = { throughputRatio: 3, p99Ms: 20 };

function printReferenceFigures(rows: ReferenceFigure[]) {
  const load = os
    .loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ');
  console.info(
    `\n## Side by side with the prototype's stack (PostgreSQL, ${CONNECTIONS} connections, ${DURATION_S} s each; load average ${load})\n`,
  );
  console.info(
    '| route | GrandFit req/s | p50 ms | p99 ms | reference req/s | p50 ms | p99 ms | req/s ratio | p99 ratio | errors (GrandFit / reference) | budget |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { route, grandFit, reference } of rows) {
    const ratio = grandFit.requestsPerSecond / Math.max(1, reference.requestsPerSecond);
    const p99Ratio = grandFit.p99 / Math.max(1, reference.p99);
    const met =
      ratio >= REFERENCE_BUDGET.throughputRatio &&
      grandFit.p99 <= REFERENCE_BUDGET.p99Ms &&
      grandFit.errors === 0;
    console.info(
      `| ${route} | ${grandFit.requestsPerSecond} | ${grandFit.p50} | ${grandFit.p99} | ${reference.requestsPerSecond} | ${reference.p50} | ${reference.p99} | ${ratio.toFixed(2)}x | ${p99Ratio.toFixed(2)} | ${grandFit.errors} / ${reference.errors} | ${met ? 'met' : 'missed'} |`,
    );
  }
}

// BENCH_COMPARE_WEB_DIST=/another/dist measures a second build in the same run: each screen's
// Lighthouse runs alternate between the two (same machine, same moment, same seeded user), which
// on a machine whose speed drifts from minute to minute is the only fair comparison.
const COMPARE_WEB_DIST = process.env.BENCH_COMPARE_WEB_DIST;

/** Gzipped size of the scripts a page loaded, measured on the built files themselves. */
function gzippedScriptBytes(scriptUrls: string[], webDist: string): number {
  return scriptUrls.reduce((total, url) => {
    const file = path.join(webDist, new URL(url).pathname);
    return fs.existsSync(file)
      ? total + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
      : total;
  }, 0);
}

interface PageFigure {
  page: string;
  performance: number;
  gzippedJs: number;
  fcp: number;
  lcp: number;
  tbt: number;
}

/** CHROMIUM_FEATURES_OFF beside chrome-launcher's own list, which a second flag would replace. */
const DISABLED_FEATURES = [
  ...(chromeLauncher.Launcher.defaultFlags()
    .find((flag) => flag.startsWith('--disable-features='))
    ?.slice('--disable-features='.length)
    .split(',') ?? []),
  ...CHROMIUM_FEATURES_OFF,
];
const CHROME_FLAGS = [
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run in a fresh browser, holding the given cookies (a first visit otherwise). */
async function lighthousePage(
  page: string,
  url: string,
  cookies: { name: string; value: string }[],
  webDist = WEB_DIST,
) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (cookies.length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const tab = await browser.newPage();
      await tab.setCookie(...cookies.map((cookie) => ({ ...cookie, url })));
      await tab.close();
      await browser.disconnect();
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      // Storage is reset by default, which would drop the session cookie set above.
      disableStorageReset: cookies.length > 0,
      logLevel: 'error',
      // BENCH_LIGHTHOUSE_SAMPLES=1 adds V8's samples to the trace, so it names the functions of a
      // long task; the sampler slows the page (every timer takes a sample), so only on request.
      ...(process.env.BENCH_LIGHTHOUSE_SAMPLES === '1'
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code}`);
    // BENCH_LIGHTHOUSE_REPORTS=dir keeps each run's report (its trace-derived audits: the
    // long tasks, the critical request chains, the LCP element) for a look at where time goes.
    const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
    if (reports) {
      fs.mkdirSync(reports, { recursive: true });
      const name = `${page.replace(/\W+/g, '-').toLowerCase()}-${Date.now()}.json`;
      fs.writeFileSync(path.join(reports, name), JSON.stringify(lhr));
      // The trace itself (with V8's samples): which functions the long tasks ran.
      const trace = (result.artifacts as { Trace?: unknown }).Trace;
      if (trace) fs.writeFileSync(path.join(reports, `trace-${name}`), JSON.stringify(trace));
    }
    const requests =
      (
        lhr.audits['network-requests']?.details as {
          items?: { url: string; resourceType?: string }[];
        }
      )?.items ?? [];
    return {
      page,
      performance: lhr.categories.performance?.score ?? 0,
      gzippedJs: gzippedScriptBytes(
        requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
        webDist,
      ),
      fcp: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
      lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse scores vary from run to run; its docs advise the median of several runs. A run whose
 * trace failed (NO_NAVSTART, NO_LCP: it happens on a busy machine) is run again, up to twice.
 */
async function medianOf(runs: number, measure: () => Promise<PageFigure>): Promise<PageFigure> {
  const [median] = await mediansOf(runs, [measure]);
  return median!;
}

/**
 * The median of `runs` runs of each measure, taken in turn, the order reversed every round (A B,
 * B A, ...), so that neither always runs first.
 */
async function mediansOf(
  runs: number,
  measures: (() => Promise<PageFigure>)[],
): Promise<PageFigure[]> {
  const results: PageFigure[][] = measures.map(() => []);
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    const order = [...measures.entries()];
    if (run % 2 === 1) order.reverse();
    for (const [index, measure] of order) {
      for (;;) {
        try {
          results[index]!.push(await measure());
          break;
        } catch (error) {
          if (++failures > 2 * measures.length) throw error;
          console.warn(`Lighthouse run failed, running it again: ${String(error)}`);
        }
      }
    }
  }
  return results.map((figures) => {
    figures.sort((a, b) => a.performance - b.performance);
    return figures[Math.floor(figures.length / 2)]!;
  });
}

/** Every signed-in screen (docs/product.md#route-table), opened straight from its URL. */
const SIGNED_IN_SCREENS: { page: string; path: (workoutId: string) => string }[] = [
  { page: 'Today', path: () => '/' },
  { page: 'Workouts', path: () => '/workouts' },
  { page: 'Active workout', path: (workoutId) => `/workout/${workoutId}` },
  { page: 'History', path: () => '/history' },
  { page: 'Nutrition', path: () => '/nutrition' },
  { page: 'Breathing', path: () => '/breathing' },
  { page: 'Progress', path: () => '/progress' },
  { page: 'Analytics', path: () => '/analytics' },
  { page: 'Method', path: () => '/methodology' },
  { page: 'Profile', path: () => '/profile' },
];

/** A production server of the web build in `webDist`, listening on `port`. */
async function pagesServer(database: Database, port: number, webDist: string) {
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-')),
    }),
    database,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

/**
 * The landing page signed out, then each signed-in screen for a user with six months of data
 * (bench-pages-seed.ts). The server runs in this process, as bench-analytics.ts's does, so the
 * user's history can be written straight into its database. BENCH_PAGES=Today,History measures
 * only the named screens.
 */
async function benchPages(port: number): Promise<PageFigure[]> {
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const base = `http://localhost:${port}`;
  const app = await pagesServer(database, port, WEB_DIST);
  // The build to compare with, on the same database (its seeded user, its session) and host:
  // cookies do not depend on the port.
  const comparePort = COMPARE_WEB_DIST ? await freePort() : 0;
  const compareApp = COMPARE_WEB_DIST
    ? await pagesServer(database, comparePort, COMPARE_WEB_DIST)
    : null;
  try {
    const { browser } = await signedInThroughProvider(base);
    const seeded = await seedSixMonths(database, browser, Date.now());
    console.info(
      `pages: seeded ${seeded.workouts} workouts, ${seeded.sets} sets, ${seeded.healthDays} health days, ${seeded.meals} meals and ${seeded.weighIns} weigh-ins`,
    );
    const date = new Date().toISOString().slice(0, 10);
    const today = (await (await browser.api(`/api/workouts/today?date=${date}`)).json()) as {
      workout: { id: string };
    };
    const session = [
      { name: 'gf_session', value: browser.cookie('gf_session') ?? '' },
      { name: 'gf_signed_in', value: browser.cookie('gf_signed_in') ?? '' },
      // Written by the web client on every signed-in visit (apps/web/src/app/boot.tsx), the
      // sign-in's own page included: a returning user has it.
      { name: 'gf_tz', value: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ];
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const figures: PageFigure[] = [];
    if (!only || only.includes('Landing')) {
      figures.push(
        await medianOf(LIGHTHOUSE_RUNS, () =>
          lighthousePage('Landing (signed out)', `${base}/`, []),
        ),
      );
    }
    for (const screen of SIGNED_IN_SCREENS) {
      if (only && !only.includes(screen.page)) continue;
      const pathname = screen.path(today.workout.id);
      const name = `${screen.page} (signed in)`;
      const measures = [() => lighthousePage(name, `${base}${pathname}`, session)];
      if (COMPARE_WEB_DIST) {
        const url = `http://localhost:${comparePort}${pathname}`;
        measures.push(() =>
          lighthousePage(`${name}, ${COMPARE_WEB_DIST}`, url, session, COMPARE_WEB_DIST),
        );
      }
      figures.push(...(await mediansOf(LIGHTHOUSE_RUNS, measures)));
    }
    return figures;
  } finally {
    await compareApp?.close();
    await app.close();
    await database.close();
  }
}

const SECTIONS = [
  'api',
  'pages',
  'apple-health',
  'nutrition',
  'analytics',
  'history',
  'exercise',
  'uploads',
  'crafted-zip',
  'import',
  'signup',
  'video',
] as const;
type Section = (typeof SECTIONS)[number];

function selectedSections(): Set<Section> {
  const only = process.argv[2] ?? process.env.BENCH_ONLY;
  if (!only) return new Set(SECTIONS);
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`Unknown bench section ${unknown.join(', ')}; use ${SECTIONS.join(', ')}`);
  }
  return new Set(names as Section[]);
}

async function main() {
  const sections = selectedSections();
  if (sections.has('api') || sections.has('pages') || sections.has('signup')) ensureBuilt();
  const api: ApiFigure[] = [];
  const sideBySide: ReferenceFigure[] = [];
  if (sections.has('api')) {
    // BENCH_DATABASES=postgres (or pglite) measures one database only.
    const databases = process.env.BENCH_DATABASES ?? 'pglite,postgres';
    const [pglitePort, postgresPort] = benchPorts([3301, 3302]);
    if (databases.includes('pglite'))
      api.push(...(await benchApi('PGlite', undefined, pglitePort)));
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    // The reference listens two ports above GrandFit's PostgreSQL run (3304 by default).
    if (adminUrl && databases.includes('postgres'))
      api.push(
        ...(await benchApi('PostgreSQL', await freshPostgresDatabase(adminUrl), postgresPort, {
          port: postgresPort + 2,
          figures: sideBySide,
        })),
      );
  }
  const pages = sections.has('pages') ? await benchPages(await freePort()) : [];
  const appleHealth = sections.has('apple-health') ? await benchAppleHealth() : [];
  const nutrition = sections.has('nutrition') ? benchNutrition() : [];
  const analytics = sections.has('analytics') ? await benchAnalytics() : [];
  const exercise = sections.has('exercise') ? await benchExercise() : [];

  if (sections.has('api')) {
    console.info(
      `\n## API (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s, after a 2 s warm-up)\n`,
    );
    console.info('| database | endpoint | req/s | p50 ms | p99 ms | errors |');
    console.info('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const f of api) {
      console.info(
        `| ${f.database} | ${f.endpoint} | ${f.requestsPerSecond} | ${f.p50} | ${f.p99} | ${f.errors} |`,
      );
    }
    if (sideBySide.length > 0) printReferenceFigures(sideBySide);
  }
  if (sections.has('pages')) {
    console.info(
      `\n## Pages (Lighthouse 12, mobile, simulated throttling; median of ${LIGHTHOUSE_RUNS} runs)\n`,
    );
    console.info('| page | performance | gzipped JS (KB) | FCP ms | LCP ms | TBT ms |');
    console.info('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const f of pages) {
      console.info(
        `| ${f.page} | ${f.performance.toFixed(2)} | ${(f.gzippedJs / 1024).toFixed(1)} | ${f.fcp} | ${f.lcp} | ${f.tbt} |`,
      );
    }
  }
  if (sections.has('apple-health')) printAppleHealthFigures(appleHealth);
  if (sections.has('nutrition')) printNutritionFigures(nutrition);
  if (sections.has('analytics')) printAnalyticsFigures(analytics);
  if (sections.has('history')) printHistoryFigures(await benchHistory());
  if (sections.has('exercise')) printExerciseFigures(exercise);
  if (sections.has('uploads')) printUploadsFigures(await benchUploads());
  if (sections.has('crafted-zip')) printCraftedZipFigures(await benchCraftedZip());
  if (sections.has('import')) printWorkoutImportFigures(await benchWorkoutImport());
  if (sections.has('signup')) printSignupFigures(await benchSignup());
  if (sections.has('video')) printVideoFigures(await benchVideo());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
