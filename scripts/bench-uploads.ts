/**
 * The uploads benchmark (docs/decisions/026-upload-storage.md): the built server runs as a child
 * process with a temp DATA_DIR (its PGlite there), four users sign in, and each sends two 100 MB
 * videos at once: eight parallel uploads, each a valid MP4 signature then filler, streamed in 1 MB
 * chunks without a Content-Length. The child's resident memory (VmRSS in /proc/<pid>/status) is
 * read every 50 ms from before the first byte until every answer is in. Run once with the directory
 * store and once with an S3 store (s3rver, started here, so its memory is not the server's).
 * Budget: < 300 MB growth (before these changes: 171 MB -> 1.7 GB).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UploadedVideo } from '@grandfit/shared/schemas/video.ts';
import { signedInThroughProvider, type TestBrowser } from '../apps/server/test/browser.ts';
import { startS3Server, type TestS3Server } from '../apps/server/test/s3-server.ts';
import { benchPorts } from './bench-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const MB = 1_048_576;
const VIDEO_BYTES = 100 * MB;
const USERS = 4;
const UPLOADS_PER_USER = 2;
const SAMPLE_MS = 50;
const BUDGET_MB = 300;

export interface UploadsFigure {
  store: string;
  uploads: number;
  uploadedMb: number;
  seconds: number;
  baselineRssMb: number;
  peakRssMb: number;
  growthMb: number;
  refused: number;
}

function ensureServerBuilt() {
  if (!fs.existsSync(SERVER)) {
    spawnSync('npm', ['run', 'build', '-w', '@grandfit/server'], { cwd: ROOT, stdio: 'inherit' });
  }
}

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for ${pid}`);
  return Number(kb) * 1024;
}

async function startServer(port: number, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-uploads-'));
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // 'warn' would note that the web client is not needed here.
      LOG_LEVEL: 'error',
      WEB_DIST: path.join(dataDir, 'no-web-client'),
      NODE_NO_WARNINGS: '1',
      ...env,
    },
  });
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return { child, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('bench server did not start');
}

async function stopServer(child: ChildProcess, dataDir: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** 100 MB of video: the MP4 "ftyp" box, then filler, 1 MB at a time (never whole in memory). */
function videoBody(): ReadableStream<Uint8Array> {
  const filler = Buffer.alloc(MB, 0x2a);
  const first = Buffer.from(filler);
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom')]).copy(first);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= VIDEO_BYTES) return controller.close();
      controller.enqueue(sent === 0 ? first : filler);
      sent += MB;
    },
  });
}

async function uploadVideo(browser: TestBrowser): Promise<{ status: number; byteSize: number }> {
  const response = await browser.api('/api/videos/upload', {
    method: 'POST',
    body: videoBody(),
    contentType: 'video/mp4',
  });
  const text = await response.text();
  const byteSize = response.status === 201 ? (JSON.parse(text) as UploadedVideo).byteSize : 0;
  return { status: response.status, byteSize };
}

async function benchStore(
  store: string,
  port: number,
  env: Record<string, string>,
): Promise<UploadsFigure> {
  const { child, dataDir } = await startServer(port, env);
  try {
    const base = `http://localhost:${port}`;
    const browsers: TestBrowser[] = [];
    for (let user = 0; user < USERS; user++)
      browsers.push((await signedInThroughProvider(base)).browser);
    // Settled after the sign-ins, so the baseline is the server at rest.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const pid = child.pid!;
    const baseline = rssOf(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, SAMPLE_MS);
    const started = performance.now();
    const results = await Promise.all(
      browsers.flatMap((browser) =>
        Array.from({ length: UPLOADS_PER_USER }, () => uploadVideo(browser)),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    const stored = results.filter((result) => result.status === 201);
    const wrongSize = stored.filter((result) => result.byteSize !== VIDEO_BYTES);
    if (wrongSize.length > 0)
      throw new Error(`${wrongSize.length} videos stored with a wrong size`);
    return {
      store,
      uploads: results.length,
      uploadedMb: (stored.length * VIDEO_BYTES) / MB,
      seconds,
      baselineRssMb: baseline / MB,
      peakRssMb: peak / MB,
      growthMb: (peak - baseline) / MB,
      refused: results.length - stored.length,
    };
  } finally {
    await stopServer(child, dataDir);
  }
}

export async function benchUploads(): Promise<UploadsFigure[]> {
  ensureServerBuilt();
  const [directoryPort, s3Port] = benchPorts([3311, 3312]);
  const figures = [await benchStore('directory (DATA_DIR/uploads)', directoryPort, {})];
  let s3: TestS3Server | undefined;
  try {
    s3 = await startS3Server('grandfit-bench');
    figures.push(await benchStore('S3 (s3rver)', s3Port, s3.env));
  } finally {
    await s3?.stop();
  }
  return figures;
}

export function printUploadsFigures(figures: UploadsFigure[]) {
  console.info(
    `\n## Uploads (${USERS} users x ${UPLOADS_PER_USER} parallel 100 MB videos; server RSS every ${SAMPLE_MS} ms; budget < ${BUDGET_MB} MB growth)\n`,
  );
  console.info(
    '| store | uploads | stored MB | refused | seconds | RSS before MB | peak RSS MB | growth MB | budget |',
  );
  console.info('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const f of figures) {
    console.info(
      `| ${f.store} | ${f.uploads} | ${f.uploadedMb} | ${f.refused} | ${f.seconds.toFixed(1)} | ${f.baselineRssMb.toFixed(0)} | ${f.peakRssMb.toFixed(0)} | ${f.growthMb.toFixed(0)} | ${f.growthMb < BUDGET_MB ? 'met' : 'not met'} |`,
    );
  }
}
