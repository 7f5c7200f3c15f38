/**
 * The workout import benchmark (docs/decisions/037-workout-import.md): a synthetic Strong export of
 * about BENCH_IMPORT_SETS (default 150,000) sets, about 20 MB, previewed then committed through the
 * real routes, on a fresh server process on an in-memory PGlite and, when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set, on a fresh PostgreSQL database. Times run from the first byte sent to
 * the last answer line read. Budget: at least 30,000 sets/s (preview + commit) and less than 300 MB
 * of RSS growth. Memory is the server process's, sampled every 10 ms
 * (bench-apple-health-server.ts). BENCH_IMPORT_DATABASES=postgres (or pglite) runs only those.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type {
  WorkoutImportLine,
  WorkoutImportPreview,
  WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { freePort } from '../apps/server/test/free-port.ts';
import { nextMessage } from './bench-apple-health.ts';
import { benchDbName } from './bench-env.ts';

const SETS = Number(process.env.BENCH_IMPORT_SETS ?? 150_000);
const MB = 1_048_576;
const SETS_PER_SECOND_BUDGET = 30_000;
const RSS_BUDGET_MB = 300;

const HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

/** Strong's names: most match the library, three become custom exercises. */
const EXERCISES = [
  'Squat (Barbell)',
  'Bench Press (Barbell)',
  'Deadlift (Barbell)',
  'Overhead Press (Barbell)',
  'Bent Over Row (Barbell)',
  'Pull Up',
  'Romanian Deadlift (Barbell)',
  'Incline Bench Press (Dumbbell)',
  'Lat Pulldown (Cable)',
  'Bicep Curl (Dumbbell)',
  'Triceps Pushdown (Cable - Straight Bar)',
  'Leg Extension (Machine)',
];

/** Strong repeats the workout's notes on each of its rows: they make most of a real file's size. */
const WORKOUT_NOTES = '"Slept well; warm-up felt easy, bar speed good"';

/** Writes the file: 5 exercises x 5 sets (a warm-up first) per workout, one workout a day. */
export async function writeStrongExport(file: string, sets: number): Promise<number> {
  const out = fs.createWriteStream(file);
  const write = (text: string) =>
    out.write(text) ? Promise.resolve() : once(out, 'drain').then(() => undefined);
  await write(`\uFEFF${HEADER}\r\n`);
  let written = 0;
  const start = Date.UTC(2010, 0, 1, 7, 30);
  for (let day = 0; written < sets; day++) {
    const date = new Date(start + day * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const title = `Workout ${(day % 4) + 1}`;
    let chunk = '';
    for (let e = 0; e < 5 && written < sets; e++) {
      const name = EXERCISES[(day * 5 + e) % EXERCISES.length]!;
      const base = 40 + ((day + e * 7) % 60);
      for (let s = 0; s < 5 && written < sets; s++) {
        const order = s === 0 ? 'W' : String(s);
        const weight = s === 0 ? base / 2 : base + s * 2.5;
        const rpe = s === 0 ? '' : String(7 + (s % 3));
        const note = s === 4 ? 'Last set; "grindy"' : '';
        chunk +=
          `${date};${title};${name};${order};${String(weight).replace('.', ',')};kg;${5 + (s % 4)};` +
          `${rpe};;;;${note ? `"${note.replace(/"/g, '""')}"` : ''};${WORKOUT_NOTES};1h 5m\r\n`;
        written++;
      }
    }
    await write(chunk);
  }
  out.end();
  await once(out, 'finish');
  return written;
}

interface Run {
  database: string;
  databaseUrl?: string;
  /** PGlite in a data folder (as deployed) rather than in memory. */
  onDisk?: boolean;
  file: string;
}

export interface WorkoutImportFigure {
  database: string;
  fileMb: number;
  sets: number;
  setsAdded: number;
  previewSeconds: number;
  commitSeconds: number;
  setsPerSecond: number;
  commitSetsPerSecond: number;
  progressLines: number;
  baselineRssMb: number;
  peakRssMb: number;
  /** The 10 ms sampler's peak (peakRssMb also takes the kernel's high-water mark). */
  sampledPeakRssMb: number;
  peakHeapMb: number;
  peakExternalMb: number;
  /** The server process's CPU time (user + system) for preview and commit. */
  cpuSeconds: number;
}

function request(
  base: string,
  session: string,
  pathname: string,
  headers: Record<string, string | number>,
) {
  const req = http.request(`${base}${pathname}`, {
    method: 'POST',
    headers: { origin: base, cookie: `gf_session=${session}`, ...headers },
  });
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
  answered.catch(() => undefined);
  return { req, answered };
}

async function text(response: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of response) body += String(chunk);
  return body;
}

async function importOnce(run: Run): Promise<WorkoutImportFigure> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const args = [String(port), ...(run.databaseUrl ? [run.databaseUrl] : [])];
  const child = fork(path.join(import.meta.dirname, 'bench-apple-health-server.ts'), args, {
    // BENCH_CPU_PROF_DIR: a V8 CPU profile of the server process, to see where the time goes.
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, BENCH_PGLITE_ON_DISK: run.onDisk ? '1' : '0' },
  });
  try {
    const ready = await nextMessage(child);
    if (!ready.ready) throw new Error('the bench server did not start');
    const { browser } = await signedInThroughProvider(base);
    const session = browser.cookie('gf_session') ?? '';
    child.send('start');
    const { baselineRss = 0 } = await nextMessage(child);

    const started = performance.now();
    const upload = request(base, session, '/api/imports/workouts/preview?tz=Europe%2FLondon', {
      'content-type': 'text/csv',
      'content-length': fs.statSync(run.file).size,
    });
    await pipeline(fs.createReadStream(run.file), upload.req);
    const [previewResponse] = await upload.answered;
    const previewText = await text(previewResponse);
    if (previewResponse.statusCode !== 200) {
      throw new Error(`preview answered ${previewResponse.statusCode}: ${previewText}`);
    }
    const preview = JSON.parse(previewText) as WorkoutImportPreview;
    const previewed = performance.now();

    const body = JSON.stringify({ exercises: [] });
    const commit = request(base, session, `/api/imports/workouts/${preview.uploadId}`, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
    });
    commit.req.end(body);
    const [commitResponse] = await commit.answered;
    if (commitResponse.statusCode !== 200) {
      throw new Error(
        `commit answered ${commitResponse.statusCode}: ${await text(commitResponse)}`,
      );
    }
    let result: WorkoutImportResult | undefined;
    let progressLines = 0;
    let pending = '';
    for await (const chunk of commitResponse) {
      pending += String(chunk);
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter(Boolean)) {
        const parsed = JSON.parse(line) as WorkoutImportLine;
        if (parsed.type === 'progress') progressLines++;
        else if (parsed.type === 'result') result = parsed.result;
        else throw new Error(`commit failed: ${parsed.message}`);
      }
    }
    const done = performance.now();
    if (!result) throw new Error('the commit gave no result');

    child.send('memory');
    // A synchronous step (a PGlite statement) can hold the 10 ms sampler off; the kernel's high
    // water mark since 'start' cannot miss it.
    const {
      peakRss = 0,
      kernelPeakRss = 0,
      peakHeap = 0,
      peakExternal = 0,
      cpu = { user: 0, system: 0 },
    } = (await nextMessage(child)) as {
      cpu?: { user: number; system: number };
      peakRss?: number;
      kernelPeakRss?: number | null;
      peakHeap?: number;
      peakExternal?: number;
    };
    const seconds = (done - started) / 1000;
    return {
      database: run.database,
      fileMb: fs.statSync(run.file).size / MB,
      sets: preview.sets,
      setsAdded: result.setsAdded,
      previewSeconds: (previewed - started) / 1000,
      commitSeconds: (done - previewed) / 1000,
      setsPerSecond: Math.round(preview.sets / seconds),
      commitSetsPerSecond: Math.round(preview.sets / ((done - previewed) / 1000)),
      progressLines,
      baselineRssMb: baselineRss / MB,
      peakRssMb: Math.max(peakRss, kernelPeakRss ?? 0) / MB,
      sampledPeakRssMb: peakRss / MB,
      peakHeapMb: peakHeap / MB,
      peakExternalMb: peakExternal / MB,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    };
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const name = benchDbName('grandfit_bench_workout_import');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.href;
}

export async function benchWorkoutImport(): Promise<WorkoutImportFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-strong-'));
  try {
    const file = path.join(dir, 'strong.csv');
    const written = await writeStrongExport(file, SETS);
    const runs: Run[] = [
      { database: 'PGlite (memory)', file },
      { database: 'PGlite (data folder)', onDisk: true, file },
    ];
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      runs.push({
        database: 'PostgreSQL',
        databaseUrl: await freshPostgresDatabase(adminUrl),
        file,
      });
    }
    // BENCH_IMPORT_DATABASES=postgres (or pglite): only the runs whose name starts so.
    const only = process.env.BENCH_IMPORT_DATABASES?.toLowerCase().split(',');
    const chosen = only
      ? runs.filter((run) => only.some((name) => run.database.toLowerCase().startsWith(name)))
      : runs;
    const figures: WorkoutImportFigure[] = [];
    for (const run of chosen) {
      const figure = await importOnce(run);
      if (figure.setsAdded !== written) {
        throw new Error(`${run.database}: ${figure.setsAdded} sets added, ${written} written`);
      }
      figures.push(figure);
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printWorkoutImportFigures(figures: WorkoutImportFigure[]) {
  console.info(
    `\n## Workout import (synthetic Strong export; preview + commit through the routes, one server process; budget >= ${SETS_PER_SECOND_BUDGET.toLocaleString('en-US')} sets/s, < ${RSS_BUDGET_MB} MB RSS growth)\n`,
  );
  console.info(
    '| database | file MB | sets | preview s | commit s | sets/s (preview + commit) | sets/s (commit) | progress lines | RSS before MB | peak RSS MB | growth MB | budget |',
  );
  console.info(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const f of figures) {
    const growth = f.peakRssMb - f.baselineRssMb;
    const met = f.setsPerSecond >= SETS_PER_SECOND_BUDGET && growth < RSS_BUDGET_MB;
    console.info(
      `| ${f.database} | ${f.fileMb.toFixed(1)} | ${f.sets} | ${f.previewSeconds.toFixed(2)} | ${f.commitSeconds.toFixed(2)} | ${f.setsPerSecond} | ${f.commitSetsPerSecond} | ${f.progressLines} | ${f.baselineRssMb.toFixed(0)} | ${f.peakRssMb.toFixed(0)} | ${growth.toFixed(0)} | ${met ? 'met' : 'not met'} |`,
    );
  }
  console.info(
    `\nPeaks sampled every 10 ms (MB), and the server's CPU time: ${figures
      .map(
        (f) =>
          `${f.database}: server CPU ${f.cpuSeconds.toFixed(1)} s, RSS ${f.sampledPeakRssMb.toFixed(0)}, JS heap ${f.peakHeapMb.toFixed(0)}, external ${f.peakExternalMb.toFixed(0)}`,
      )
      .join('; ')}.`,
  );
}
