/// <reference lib="dom" />
// The page functions below run in Chromium (puppeteer evaluates them there).
/**
 * `npm run bench -- video`: the on-device video analysis of an 8-second squat clip, through the
 * app as a user runs it. The built server runs with a temp DATA_DIR; a signed-in Chromium opens the
 * demo workout's Video Analysis dialog and chooses the clip; the page notes when the analysis
 * starts, when the pose model is ready (the first "Frame 0 of N") and when the results show.
 * The clip is the e2e test's (e2e/squat-clip.ts: a canvas figure doing 3 squats, MediaRecorder
 * WebM, 480x640). Goal: <= 30 s, 3 reps of 3.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type ElementHandle } from 'puppeteer-core';
import { signedInThroughProvider } from '../apps/server/test/browser.ts';
import { recordSquatClip } from '../e2e/squat-clip.ts';
import { CHROMIUM_FEATURES_OFF } from './bench-env.ts';

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

export async function benchVideo(): Promise<VideoFigure[]> {
  ensureBuilt();
  const port = Number(process.env.BENCH_VIDEO_PORT ?? 3308);
  const base = `http://localhost:${port}`;
  const { child, dataDir } = await startServer(port);
  const chrome = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      `--disable-features=${CHROMIUM_FEATURES_OFF.join(',')}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
    ],
  });
  const clipFile = path.join(dataDir, 'squat.webm');
  try {
    const { browser } = await signedInThroughProvider(base);
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
    fs.writeFileSync(clipFile, Buffer.from(await page.evaluate(recordSquatClip), 'base64'));
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
