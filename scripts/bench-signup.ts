/**
 * Sign-up and sign-in, landing page to Today, in Debian's Chromium (docs/benchmarks.md):
 * BENCH_SIGNUP_RUNS (default 10) sign-ups and as many sign-ins against the production build on a
 * fresh PGlite, each in a fresh browser context (no cookies, no service worker). The bench's own
 * typing is left out: the form fields are set in one step and the clock runs only while the app
 * works.
 *
 * Steps come from two sources: every response the page received, with Chromium's timing of it
 * (request sent to headers received, i.e. the server's time plus loopback), and the Server-Timing
 * header the server adds at LOG_LEVEL=debug (the password hash, the password rule, the provider
 * round trips of the callback, the database writes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { type Browser, type HTTPResponse, type Page } from 'puppeteer-core';
import { freePort } from '../apps/server/test/free-port.ts';
import { CHROMIUM_FEATURES_OFF } from './bench-env.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_SIGNUP_RUNS ?? 10);
const PASSWORD = 'quiet orchard lantern 42';
const WAIT_MS = 60_000;

const CHROME_ARGS = [
  `--disable-features=${CHROMIUM_FEATURES_OFF.join(',')}`,
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const SELECTORS = {
  start: 'button::-p-text(Start Your Longevity Journey)',
  createAccountLink: 'a::-p-text(Create account)',
  signUpForm: 'form input[name=name]',
  signInForm: 'form input[name=email]',
  onboarding: '::-p-text(Which units do you use?)',
  skip: '::-p-aria([name="Skip"][role="button"])',
  today: 'h1::-p-text(Today)',
};

/** One named duration of one run, in milliseconds. */
type Steps = Record<string, number>;

export interface SignupFigures {
  runs: number;
  loadAverage: number[];
  /** The first sign-up after the server started (discovery, dictionaries, JIT): not in the runs. */
  firstSignUpMs: number;
  signUp: Steps[];
  signIn: Steps[];
}

async function startServer(port: number): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-bench-signup-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      // Debug is the level at which the server sends its Server-Timing header.
      LOG_LEVEL: 'debug',
      DATABASE_URL: '',
      // Twenty sign-ins and sign-ups from one address within a minute are the bench, not abuse.
      SIGN_IN_RATE_LIMIT: '1000',
    },
  });
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('bench server did not start');
}

interface Hop {
  method: string;
  path: string;
  status: number;
  /** Request sent to response headers received, as Chromium timed it. */
  ms: number;
  serverTiming: Record<string, number>;
  /** When the bench saw the response, from the page's creation. */
  at: number;
}

function parseServerTiming(header: string | undefined): Record<string, number> {
  const timings: Record<string, number> = {};
  for (const entry of (header ?? '').split(',')) {
    const [name, ...params] = entry.trim().split(';');
    const duration = params.map((p) => /^\s*dur=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name && duration) timings[name] = (timings[name] ?? 0) + Number(duration);
  }
  return timings;
}

/** Records every response of the page (redirects included) with its timing. */
function recordHops(page: Page, base: string): Hop[] {
  const hops: Hop[] = [];
  const opened = performance.now();
  page.on('response', (response: HTTPResponse) => {
    const url = new URL(response.url());
    if (url.origin !== base) return;
    const timing = response.timing();
    hops.push({
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
      ms: timing ? timing.receiveHeadersEnd - timing.sendStart : 0,
      serverTiming: parseServerTiming(response.headers()['server-timing']),
      at: performance.now() - opened,
    });
  });
  return hops;
}

const since = (start: number) => performance.now() - start;

// The page's code is given as text: these scripts are compiled without the DOM's types.
async function fill(page: Page, fields: Record<string, string>) {
  await page.evaluate(`(() => {
    for (const [name, value] of Object.entries(${JSON.stringify(fields)})) {
      const input = document.querySelector('form input[name="' + name + '"]');
      if (!input) throw new Error('no field ' + name);
      input.value = value;
    }
  })()`);
}

async function submit(page: Page) {
  await page.evaluate(`(() => {
    const form = document.querySelector('form');
    if (!form) throw new Error('no form');
    form.requestSubmit();
  })()`);
}

/** BENCH_SIGNUP_TRACE=1 prints every response of a run, to see where the time goes. */
function trace(label: string, hops: Hop[]) {
  if (!process.env.BENCH_SIGNUP_TRACE) return;
  const zero = hops[0]?.at ?? 0;
  console.error(`\n${label}`);
  for (const hop of hops) {
    const timings = Object.entries(hop.serverTiming).map(([k, v]) => `${k}=${v.toFixed(1)}`);
    console.error(
      `  +${(hop.at - zero).toFixed(0).padStart(6)} ms ${String(hop.ms.toFixed(0)).padStart(5)} ms ${hop.status} ${hop.method} ${hop.path} ${timings.join(' ')}`,
    );
  }
}

/** The steps of the hand-back to the app, from the hops after the form was sent. */
function handBackSteps(hops: Hop[], formPath: RegExp): Steps {
  const steps: Steps = {};
  const add = (name: string, ms: number | undefined) => {
    if (ms !== undefined) steps[name] = (steps[name] ?? 0) + ms;
  };
  const form = hops.find((hop) => hop.method === 'POST' && formPath.test(hop.path));
  add('form POST (HTTP)', form?.ms);
  for (const [name, ms] of Object.entries(form?.serverTiming ?? {})) add(`  form: ${name}`, ms);
  const resume = hops.filter((hop) => hop.method === 'GET' && hop.path.startsWith('/oidc/auth'));
  add('provider resume GET /oidc/auth/:uid (HTTP)', resume.at(-1)?.ms);
  const callback = hops.find((hop) => hop.path === '/api/callback');
  add('GET /api/callback (HTTP)', callback?.ms);
  for (const [name, ms] of Object.entries(callback?.serverTiming ?? {})) {
    add(`  callback: ${name}`, ms);
  }
  const appDocument = hops.find((hop) => hop.path === '/auth-callback');
  add('GET /auth-callback document (HTTP)', appDocument?.ms);
  return steps;
}

async function waitFor(page: Page, selector: string) {
  await page.waitForSelector(selector, { visible: true, timeout: WAIT_MS });
}

async function openLanding(browser: Browser, base: string) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844 });
  const hops = recordHops(page, base);
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await waitFor(page, SELECTORS.start);
  hops.length = 0;
  return { context, page, hops };
}

async function signUpOnce(browser: Browser, base: string, email: string): Promise<Steps> {
  const { context, page, hops } = await openLanding(browser, base);
  try {
    const steps: Steps = {};
    let start = performance.now();
    await page.click(SELECTORS.start);
    await waitFor(page, SELECTORS.createAccountLink);
    steps['landing -> sign-in page'] = since(start);

    start = performance.now();
    await page.click(SELECTORS.createAccountLink);
    await waitFor(page, SELECTORS.signUpForm);
    steps['sign-in page -> sign-up page'] = since(start);

    await fill(page, { name: 'Bench Runner', email, password: PASSWORD });
    hops.length = 0;
    start = performance.now();
    await submit(page);
    await waitFor(page, SELECTORS.onboarding);
    const handedBack = since(start);
    steps['submit -> first app screen'] = handedBack;
    Object.assign(steps, handBackSteps(hops, /\/signup$/));
    const httpMs = ['form POST (HTTP)', 'provider resume GET /oidc/auth/:uid (HTTP)']
      .concat(['GET /api/callback (HTTP)', 'GET /auth-callback document (HTTP)'])
      .reduce((total, name) => total + (steps[name] ?? 0), 0);
    steps['app start and first render (rest)'] = handedBack - httpMs;

    start = performance.now();
    await page.click(SELECTORS.skip);
    await waitFor(page, SELECTORS.today);
    steps['skip onboarding -> Today'] = since(start);
    trace(`sign-up ${email}`, hops);
    steps.total =
      steps['landing -> sign-in page']! +
      steps['sign-in page -> sign-up page']! +
      handedBack +
      steps['skip onboarding -> Today']!;
    return steps;
  } finally {
    await context.close();
  }
}

async function signInOnce(browser: Browser, base: string, email: string): Promise<Steps> {
  const { context, page, hops } = await openLanding(browser, base);
  try {
    const steps: Steps = {};
    let start = performance.now();
    await page.click(SELECTORS.start);
    await waitFor(page, SELECTORS.signInForm);
    steps['landing -> sign-in page'] = since(start);

    await fill(page, { email, password: PASSWORD });
    hops.length = 0;
    start = performance.now();
    await submit(page);
    await waitFor(page, SELECTORS.today);
    const handedBack = since(start);
    steps['submit -> Today'] = handedBack;
    Object.assign(steps, handBackSteps(hops, /\/login$/));
    const httpMs = ['form POST (HTTP)', 'provider resume GET /oidc/auth/:uid (HTTP)']
      .concat(['GET /api/callback (HTTP)', 'GET /auth-callback document (HTTP)'])
      .reduce((total, name) => total + (steps[name] ?? 0), 0);
    steps['app start and first render (rest)'] = handedBack - httpMs;
    steps.total = steps['landing -> sign-in page']! + handedBack;
    trace(`sign-in ${email}`, hops);
    return steps;
  } finally {
    await context.close();
  }
}

export async function benchSignup(): Promise<SignupFigures> {
  if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/main.js'))) {
    throw new Error('run `npm run build` first: the bench drives the production build');
  }
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const server = await startServer(port);
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROME_ARGS,
  });
  try {
    const stamp = Date.now();
    const firstStart = performance.now();
    await signUpOnce(browser, base, `bench.first.${stamp}@example.com`);
    const firstSignUpMs = since(firstStart);
    const emails = Array.from({ length: RUNS }, (_, i) => `bench.${i}.${stamp}@example.com`);
    const signUp: Steps[] = [];
    for (const email of emails) signUp.push(await signUpOnce(browser, base, email));
    const signIn: Steps[] = [];
    for (const email of emails) signIn.push(await signInOnce(browser, base, email));
    return { runs: RUNS, loadAverage: os.loadavg(), firstSignUpMs, signUp, signIn };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function printSteps(title: string, runs: Steps[]) {
  console.info(`\n### ${title}\n`);
  console.info('| step | p50 ms | p90 ms |');
  console.info('| --- | ---: | ---: |');
  const names = [...new Set(runs.flatMap((run) => Object.keys(run)))];
  // The total first, then the steps in the order they happen.
  for (const name of ['total', ...names.filter((n) => n !== 'total')]) {
    const values = runs.map((run) => run[name]).filter((v): v is number => v !== undefined);
    if (values.length === 0) continue;
    const label = name === 'total' ? '**total**' : name.replace(/^ {2}/, '&nbsp;&nbsp;↳ ');
    console.info(
      `| ${label} | ${Math.round(percentile(values, 50))} | ${Math.round(percentile(values, 90))} |`,
    );
  }
}

export function printSignupFigures(figures: SignupFigures) {
  const load = figures.loadAverage.map((value) => value.toFixed(2)).join(', ');
  console.info(
    `\n## Sign-up and sign-in to Today (Chromium, PGlite, ${figures.runs} runs each; load average ${load})\n`,
  );
  console.info(
    `First sign-up after the server started (not in the runs): ${Math.round(figures.firstSignUpMs)} ms`,
  );
  printSteps('Sign-up: landing page to Today', figures.signUp);
  printSteps('Sign-in: landing page to Today', figures.signIn);
}
