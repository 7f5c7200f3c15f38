/**
 * The Apple Health import benchmark (docs/product.md#apple-health-import): a synthetic export of
 * BENCH_APPLE_HEALTH_MB (default 250) MB is uploaded to POST /api/health/import/apple-health, as
 * export.xml and as export.zip, each to a fresh server process on an in-memory PGlite, and as
 * export.xml to one on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. The time
 * runs from the first byte sent to the summary received, so it covers reading, parsing and saving.
 * Budget: at least 150,000 records/s and memory that stays flat, under 300 MB, on a 250 MB export.
 *
 * PGlite's own WebAssembly memory makes a fresh server on it about 550-850 MB before anything is
 * imported, so the import's memory is the growth from "RSS before" to the peak; on PostgreSQL the
 * whole server process is measured.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type {
  AppleHealthImportSummary,
  HealthImport,
} from '@grandfit/shared/schemas/health-import.ts';
import { zipFile } from '../apps/server/src/features/health-import/test-zip.ts';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { writeSyntheticExport } from './bench-apple-health-export.ts';
import { freePort } from '../apps/server/test/free-port.ts';

const EXPORT_MB = Number(process.env.BENCH_APPLE_HEALTH_MB ?? 250);
const MB = 1_048_576;

export interface ImportFigure {
  database: string;
  input: string;
  uploadMb: number;
  xmlMb: number;
  records: number;
  days: number;
  seconds: number;
  recordsPerSecond: number;
  xmlMbPerSecond: number;
  baselineRssMb: number;
  peakRssMb: number;
}

/** What bench-apple-health-server.ts tells its parent over IPC. */
export interface ServerMessage {
  ready?: boolean;
  baselineRss?: number;
  peakRss?: number;
}

export async function nextMessage(child: ChildProcess): Promise<ServerMessage> {
  const [message] = (await once(child, 'message')) as [ServerMessage];
  return message;
}

interface ImportRun {
  input: string;
  file: string;
  contentType: string;
  xmlBytes: number;
  databaseUrl?: string;
}

/**
 * Sends the file as a browser would (with its Content-Length) through node:http, the cheapest
 * client: on two cores, the uploader competes with the server for CPU.
 */
async function upload(
  base: string,
  session: string | undefined,
  file: string,
  options: { input: string; contentType: string },
): Promise<AppleHealthImportSummary> {
  const request = http.request(`${base}/api/health/import/apple-health`, {
    method: 'POST',
    headers: {
      origin: base,
      cookie: `gf_session=${session ?? ''}`,
      'content-type': options.contentType,
      'content-length': fs.statSync(file).size,
    },
  });
  const answered = once(request, 'response') as Promise<[http.IncomingMessage]>;
  // A failed upload rejects both; the pipeline's error is the one reported.
  answered.catch(() => undefined);
  await pipeline(fs.createReadStream(file), request);
  const [response] = await answered;
  let text = '';
  for await (const chunk of response) text += String(chunk);
  if (response.statusCode !== 200) {
    throw new Error(`import of ${options.input} answered ${response.statusCode}: ${text}`);
  }
  return (JSON.parse(text) as HealthImport).summary;
}

async function importOnce(run: ImportRun): Promise<ImportFigure> {
  const { input, file, contentType, xmlBytes } = run;
  const port = await freePort();
  const args = [String(port), ...(run.databaseUrl ? [run.databaseUrl] : [])];
  const child = fork(path.join(import.meta.dirname, 'bench-apple-health-server.ts'), args, {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const ready = await nextMessage(child);
    if (!ready.ready) throw new Error('the import bench server did not start');
    const { browser } = await signedInThroughProvider(`http://127.0.0.1:${port}`);
    child.send('start');
    const { baselineRss = 0 } = await nextMessage(child);

    const started = performance.now();
    const summary = await upload(`http://127.0.0.1:${port}`, browser.cookie('gf_session'), file, {
      input,
      contentType,
    });
    const seconds = (performance.now() - started) / 1000;

    child.send('memory');
    const { peakRss = 0 } = await nextMessage(child);
    return {
      database: run.databaseUrl ? 'PostgreSQL' : 'PGlite',
      input,
      uploadMb: fs.statSync(file).size / MB,
      xmlMb: xmlBytes / MB,
      records: summary.recordCount,
      days: summary.days,
      seconds,
      recordsPerSecond: Math.round(summary.recordCount / seconds),
      xmlMbPerSecond: xmlBytes / MB / seconds,
      baselineRssMb: baselineRss / MB,
      peakRssMb: peakRss / MB,
    };
  } finally {
    child.send('stop');
    await once(child, 'exit');
  }
}

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('DROP DATABASE IF EXISTS grandfit_bench_import WITH (FORCE)');
  await admin.query('CREATE DATABASE grandfit_bench_import');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/grandfit_bench_import';
  return url.href;
}

export async function benchAppleHealth(): Promise<ImportFigure[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-export-'));
  try {
    const xml = path.join(dir, 'export.xml');
    const { bytes, records } = await writeSyntheticExport(xml, EXPORT_MB * MB);
    const zip = path.join(dir, 'export.zip');
    await zipFile(xml, zip, 'apple_health_export/export.xml');
    const asXml = {
      input: 'export.xml',
      file: xml,
      contentType: 'application/xml',
      xmlBytes: bytes,
    };
    const figures = [
      await importOnce(asXml),
      await importOnce({
        input: 'export.zip',
        file: zip,
        contentType: 'application/zip',
        xmlBytes: bytes,
      }),
    ];
    const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (adminUrl) {
      const databaseUrl = await freshPostgresDatabase(adminUrl);
      figures.push(await importOnce({ ...asXml, databaseUrl }));
    }
    for (const figure of figures) {
      if (figure.records !== records) {
        throw new Error(`${figure.input}: ${figure.records} records imported, ${records} written`);
      }
    }
    return figures;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export function printAppleHealthFigures(figures: ImportFigure[]) {
  console.info(
    `\n## Apple Health import (synthetic ${EXPORT_MB} MB export; upload to summary, one process)\n`,
  );
  console.info(
    '| database | input | upload MB | export.xml MB | records | days | seconds | records/s | export.xml MB/s | RSS before MB | peak RSS MB | growth MB |',
  );
  console.info(
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const f of figures) {
    console.info(
      `| ${f.database} | ${f.input} | ${f.uploadMb.toFixed(1)} | ${f.xmlMb.toFixed(1)} | ${f.records} | ${f.days} | ${f.seconds.toFixed(2)} | ${f.recordsPerSecond} | ${f.xmlMbPerSecond.toFixed(1)} | ${f.baselineRssMb.toFixed(0)} | ${f.peakRssMb.toFixed(0)} | ${(f.peakRssMb - f.baselineRssMb).toFixed(0)} |`,
    );
  }
}
