/// <reference lib="dom" />
// The page functions below run in Chromium (puppeteer evaluates them there).
/**
 * `npm run bench -- video`: the on-device video analysis of an 8-second squat clip, through the
 * app as a user runs it. The built server runs with a temp DATA_DIR; a signed-in Chromium opens the
 * demo workout's Video Analysis dialog and chooses the clip; the page notes when the analysis
 * starts, when the pose model is ready (the first "Frame 0 of N") and when the results show.
 * The clip is the one e2e/tests/video-analysis.spec.ts records (a canvas figure doing 3 squats,
 * MediaRecorder WebM, 480x640), made here the same way. Goal: <= 30 s, 3 reps of 3.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { signedInBrowser } from '../apps/server/test/browser.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(ROOT, 'apps/server/dist/main.js');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
const RUNS = Number(process.env.BENCH_VIDEO_RUNS ?? 2);
const GOAL_SECONDS = 30;

export interface VideoFigure {
  run: number;
  frames: number;
  modelReadySeconds: number;
  analysisSeconds: number;
  framesPerSecond: number;
  totalSeconds: number;
  reps: string;
}

function ensureBuilt() {
  if (![SERVER, path.join(WEB_DIST, 'index.html')].every(fs.existsSync)) {
    spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  }
}

async function startServer(port: number): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-video-'));
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
      LOG_LEVEL: 'error',
      NODE_NO_WARNINGS: '1',
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

/** The squat clip of e2e/tests/video-analysis.spec.ts (see there), as base64 WebM. */
const recordSquatVideo = async () => {
  const canvas = document.createElement('canvas');
  canvas.width = 480;
  canvas.height = 640;
  const ctx = canvas.getContext('2d')!;
  const limb = (a: [number, number], b: [number, number], width: number) => {
    ctx.lineWidth = width;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(a[0], a[1]);
    ctx.lineTo(b[0], b[1]);
    ctx.stroke();
  };
  const draw = (kneeDeg: number) => {
    ctx.fillStyle = '#dfe6ee';
    ctx.fillRect(0, 0, 480, 640);
    const cx = 240;
    const ankleY = 600;
    const bone = 130;
    const half = (((180 - kneeDeg) / 2) * Math.PI) / 180;
    const kneeY = ankleY - bone * Math.cos(half);
    const hipY = kneeY - bone * Math.cos(half);
    const kneeDx = bone * Math.sin(half);
    const shoulderY = hipY - 170;
    const headY = shoulderY - 60;
    ctx.strokeStyle = '#2b5fa8';
    limb([cx, shoulderY + 20], [cx, hipY], 90);
    ctx.fillStyle = '#c68863';
    ctx.beginPath();
    ctx.arc(cx, headY, 38, 0, 2 * Math.PI);
    ctx.fill();
    ctx.strokeStyle = '#c68863';
    limb([cx, headY + 30], [cx, shoulderY], 28);
    for (const side of [-1, 1]) {
      limb([cx + side * 50, shoulderY + 10], [cx + side * 70, shoulderY + 110], 26);
      limb([cx + side * 70, shoulderY + 110], [cx + side * 75, shoulderY + 200], 22);
    }
    // Trousers in a colour a pose model reads as legs even when they are straight.
    ctx.strokeStyle = '#3a4a7a';
    for (const side of [-1, 1]) {
      limb([cx + side * 30, hipY], [cx + side * (30 + kneeDx), kneeY], 34);
      limb([cx + side * (30 + kneeDx), kneeY], [cx + side * 35, ankleY], 28);
    }
    ctx.fillStyle = '#111111';
    for (const side of [-1, 1]) ctx.fillRect(cx + side * 35 - 22, ankleY, 44, 18);
  };
  const TOP = 175;
  const BOTTOM = 90;
  const kneeAt = (t: number) => {
    const rep = 2.4;
    const u = t - 0.5;
    if (u < 0 || u >= 3 * rep) return TOP;
    const p = u % rep;
    if (p < 1.2) return TOP - ((TOP - BOTTOM) * p) / 1.2;
    if (p < 1.4) return BOTTOM;
    if (p < 2.4) return BOTTOM + ((TOP - BOTTOM) * (p - 1.4)) / 1.0;
    return TOP;
  };
  // The standing tail is long enough that the recorder's last, unflushed frames are standing.
  const length = 0.5 + 3 * 2.4 + 0.6;
  const STEP = 0.04;
  const record = async (): Promise<Blob> => {
    draw(TOP);
    const stream = canvas.captureStream(25);
    const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    const start = performance.now();
    await new Promise<void>((resolve) => {
      let step = 0;
      const frame = () => {
        const t = step * STEP;
        draw(kneeAt(t));
        if (t >= length) return resolve();
        step += 1;
        const early = start + step * STEP * 1000 - performance.now();
        setTimeout(() => requestAnimationFrame(frame), Math.max(0, early));
      };
      requestAnimationFrame(frame);
    });
    // Standing on, in real time: the encoder lags on a busy machine, and stop() drops the
    // frames it has not encoded yet, which are these rather than the last rep's.
    const hold = performance.now();
    await new Promise<void>((resolve) => {
      const frame = () => {
        draw(TOP + (performance.now() % 2) / 10);
        if (performance.now() - hold >= 2000) return resolve();
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    recorder.stop();
    await stopped;
    return new Blob(chunks, { type: 'video/webm' });
  };
  const clip = await record();
  const bytes = new Uint8Array(await clip.arrayBuffer());
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export async function benchVideo(): Promise<VideoFigure[]> {
  ensureBuilt();
  const port = Number(process.env.BENCH_VIDEO_PORT ?? 3308);
  const base = `http://localhost:${port}`;
  const { child, dataDir } = await startServer(port);
  const chrome = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const clipFile = path.join(dataDir, 'squat.webm');
  try {
    const { browser } = await signedInBrowser(base);
    const page = await chrome.newPage();
    await page.setViewport({ width: 390, height: 844 });
    // tsx compiles with esbuild's keepNames: functions evaluated in the page call its __name.
    await page.evaluateOnNewDocument('self.__name = (fn) => fn');
    await page.setCookie(
      ...['gf_session', 'gf_signed_in'].map((name) => ({
        name,
        value: browser.cookie(name) ?? '',
        url: base,
      })),
    );
    // A new account opens on the first-run onboarding (decision 019): skipped as a user would.
    await page.goto(base, { waitUntil: 'networkidle0' });
    const skip = await page.waitForSelector('::-p-aria(Skip[role="button"])');
    await skip!.click();
    await page.waitForFunction(() => !document.body.textContent?.includes('Skip'));
    await page.goto(`${base}/workout/demo`, { waitUntil: 'networkidle0' });
    fs.writeFileSync(clipFile, Buffer.from(await page.evaluate(recordSquatVideo), 'base64'));
    const figures: VideoFigure[] = [];
    for (let run = 1; run <= RUNS; run++) {
      await page.goto(`${base}/workout/demo`, { waitUntil: 'networkidle0' });
      const open = await page.waitForSelector('::-p-aria(Video Analysis[role="button"])');
      await open!.click();
      const input = await page.waitForSelector('input[aria-label="Choose a video"]');
      await page.evaluate(() => {
        const marks: Record<string, number | string> = {};
        (window as unknown as { benchMarks: typeof marks }).benchMarks = marks;
        document.addEventListener('change', () => (marks.start ??= performance.now()), true);
        new MutationObserver(() => {
          const text = document.querySelector('[role="dialog"]')?.textContent ?? '';
          const total = /Frame 0 of (\d+)/.exec(text);
          if (total && marks.ready === undefined) {
            marks.ready = performance.now();
            marks.frames = Number(total[1]);
          }
          if (text.includes('Overall form') && marks.end === undefined) {
            marks.end = performance.now();
            // The count stands alone in its own line ("3 reps · confidence 95%").
            const line = Array.from(document.querySelectorAll('[role="dialog"] span')).find(
              (span) => span.textContent?.includes('confidence'),
            );
            marks.reps = /^(\d+) reps?/.exec(line?.textContent ?? '')?.[1] ?? '?';
          }
          // Too few reps found still ends the analysis: its time counts, the row says so.
          const alert = document.querySelector('[role="dialog"] [role="alert"]');
          if (alert && marks.end === undefined) {
            marks.end = performance.now();
            marks.reps = /Only (\d+) complete rep/.exec(alert.textContent ?? '')?.[1] ?? '0';
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await (input as ElementHandle<HTMLInputElement>).uploadFile(clipFile);
      const handle = await page.waitForFunction(
        () => {
          const marks = (window as unknown as { benchMarks: Record<string, number | string> })
            .benchMarks;
          return marks.end !== undefined ? marks : null;
        },
        { timeout: 600_000, polling: 250 },
      );
      const marks = (await handle.jsonValue()) as Record<string, number | string>;
      const [start, ready, end] = [marks.start, marks.ready, marks.end].map(Number) as [
        number,
        number,
        number,
      ];
      const frames = Number(marks.frames);
      figures.push({
        run,
        frames,
        modelReadySeconds: (ready - start) / 1000,
        analysisSeconds: (end - ready) / 1000,
        framesPerSecond: frames / ((end - ready) / 1000),
        totalSeconds: (end - start) / 1000,
        reps: String(marks.reps),
      });
    }
    return figures;
  } finally {
    await chrome.close();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printVideoFigures(figures: VideoFigure[]) {
  const [one, five, fifteen] = os.loadavg().map((load) => load.toFixed(1));
  console.info(
    `\n## Video analysis (8-s squat clip, lite model on the CPU in a worker; goal <= ${GOAL_SECONDS} s; load average ${one} / ${five} / ${fifteen} on ${os.cpus().length} cores)\n`,
  );
  console.info('| run | frames | model ready s | analysis s | frames/s | total s | reps | goal |');
  console.info('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const f of figures) {
    console.info(
      `| ${f.run} | ${f.frames} | ${f.modelReadySeconds.toFixed(1)} | ${f.analysisSeconds.toFixed(1)} | ${f.framesPerSecond.toFixed(1)} | ${f.totalSeconds.toFixed(1)} | ${f.reps} of 3 | ${f.totalSeconds <= GOAL_SECONDS && f.reps === '3' ? 'met' : 'not met'} |`,
    );
  }
}
