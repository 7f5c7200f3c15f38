import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';
import { signedInBrowser } from '../../test/browser.ts';
import { describeWithServer } from '../../test/server.ts';
import {
  ONBOARDING_MODULE,
  SCREEN_MODULES,
  signedInPreloads,
  type ViteManifest,
} from './signed-in-preloads.ts';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';

/** A web build as Vite leaves it: the entry, the router's chunk, two screens and the onboarding. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/app/app.tsx': { file: 'assets/app-1.js', imports: ['index.html', '_shell-1.js'] },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_react-1.js'] },
  'src/lib/offline-cache/offline-cache.ts': { file: 'assets/offline-cache-1.js' },
  'src/app/routes/today-route.tsx': {
    file: 'assets/today-route-1.js',
    imports: ['_card-1.js', '_shell-1.js'],
  },
  '_card-1.js': { file: 'assets/card-1.js' },
  'src/features/profile/components/onboarding-flow.tsx': {
    file: 'assets/onboarding-flow-1.js',
    imports: ['_card-1.js'],
  },
  'src/features/history/components/history-screen.tsx': {
    file: 'assets/history-screen-1.js',
    imports: ['_card-1.js'],
  },
};

function webDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-web-dist-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dist;
}

const modulepreloads = (html: string) =>
  [
    ...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);
const fetchPreloads = (html: string) =>
  [
    ...html.matchAll(
      /<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g,
    ),
  ].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('signed-in preloads', () => {
  const preloads = signedInPreloads(MANIFEST);
  const now = Date.parse('2026-11-26T23:30:00.000Z');

  it("lists the router's and the screen's chunks, not the entry's, at low priority", () => {
    const links = preloads.linksFor('/history', {}, now);
    // Every chunk waits behind the stylesheet: the first paint needs none of them (decision 047).
    expect(links.match(/rel="modulepreload"/g)).toHaveLength(5);
    expect(modulepreloads(links)).toEqual([
      '/assets/app-1.js',
      '/assets/shell-1.js',
      '/assets/offline-cache-1.js',
      '/assets/history-screen-1.js',
      '/assets/card-1.js',
    ]);
  });

  it("asks for Today's first answers on the device's calendar day", () => {
    // 23:30 UTC is already the next day in Tokyo and still the same one in New York.
    expect(fetchPreloads(preloads.linksFor('/', { timeZone: 'Asia/Tokyo' }, now))).toEqual([
      '/api/auth/user',
      '/api/workouts/today?date=2026-11-27',
      '/api/recovery/readiness?date=2026-11-27',
    ]);
    expect(fetchPreloads(preloads.linksFor('/', { timeZone: 'America/New_York' }, now))).toContain(
      '/api/workouts/today?date=2026-11-26',
    );
  });

  it('guesses no day without a zone it knows, and asks only for the user elsewhere', () => {
    for (const zone of [undefined, 'Mars/Olympus', '"><script>', '+02:00']) {
      expect(fetchPreloads(preloads.linksFor('/', { timeZone: zone }, now))).toEqual([
        '/api/auth/user',
      ]);
    }
    expect(fetchPreloads(preloads.linksFor('/history', {}, now))).toEqual(['/api/auth/user']);
    expect(fetchPreloads(preloads.linksFor('/goals', { timeZone: 'Europe/Paris' }, now))).toEqual([
      '/api/auth/user',
    ]);
  });

  it("asks for every screen's first answers, spelled as the client spells them", () => {
    const paris = { timeZone: 'Europe/Paris' };
    const id = '0086749b-8118-4f54-839b-f51001b98d09';
    const calls = (pathname: string, hints: { timeZone?: string } = paris) =>
      fetchPreloads(preloads.linksFor(pathname, hints, now)).slice(1);
    expect(calls('/workouts')).toEqual(['/api/workouts?date=2026-11-27']);
    expect(calls(`/workout/${id}`)).toEqual([
      `/api/workouts/${id}?date=2026-11-27`,
      `/api/workouts/${id}/sets`,
      '/api/user/settings',
    ]);
    // Not a workout id: nothing to ask for.
    expect(calls('/workout/demo')).toEqual([]);
    expect(calls('/history')).toEqual(['/api/history?tz=Europe%2FParis']);
    expect(calls('/nutrition', {})).toEqual([
      '/api/food/recent-meals',
      '/api/food/leap-list',
      '/api/food/leap-corrections',
    ]);
    expect(calls('/breathing', {})).toEqual(['/api/breathing/sessions']);
    expect(calls('/progress')).toEqual([
      '/api/progress/overview?date=2026-11-27&months=6&tz=Europe%2FParis',
    ]);
    expect(calls('/analytics')).toEqual(['/api/ai/performance-metrics?days=90&tz=Europe%2FParis']);
    // Paris is at UTC+1 in November; New York at UTC-5 is still on the 26th.
    expect(calls('/methodology')).toEqual([
      '/api/method/overview?date=2026-11-27&utcOffset=60&tz=Europe%2FParis',
    ]);
    expect(calls('/methodology', { timeZone: 'America/New_York' })).toEqual([
      '/api/method/overview?date=2026-11-26&utcOffset=-300&tz=America%2FNew_York',
    ]);
    expect(calls('/profile', {})).toEqual(['/api/user/settings']);
    // Seconds into the minute do not move the offset.
    const late = fetchPreloads(preloads.linksFor('/methodology', paris, now + 45_000));
    expect(late).toContain('/api/method/overview?date=2026-11-27&utcOffset=60&tz=Europe%2FParis');
  });

  it("lists the first-run questions and their call instead of any screen's for a new account", () => {
    for (const pathname of ['/', '/auth-callback', '/history']) {
      const links = preloads.linksFor(
        pathname,
        { timeZone: 'Europe/Paris', onboarding: true },
        now,
      );
      expect(modulepreloads(links)).toEqual([
        '/assets/app-1.js',
        '/assets/shell-1.js',
        '/assets/offline-cache-1.js',
        '/assets/onboarding-flow-1.js',
        '/assets/card-1.js',
      ]);
      expect(fetchPreloads(links)).toEqual(['/api/auth/user', '/api/user/settings']);
    }
  });

  it('names a module for every screen it knows, and the onboarding', () => {
    for (const module of [...SCREEN_MODULES.map((screen) => screen.module), ONBOARDING_MODULE]) {
      expect(fs.existsSync(path.join(import.meta.dirname, '../../../web', module)), module).toBe(
        true,
      );
    }
  });
});

const dist = webDist();

describeWithServer(
  'the web client',
  (server) => {
    it('serves the plain page to a visitor without the signed-in hint', async () => {
      const response = await fetch(`${server().url}/history`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX_HTML);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    });

    it("lists the screen's chunks and calls in a signed-in page, kept out of shared caches", async () => {
      const response = await fetch(`${server().url}/`, {
        headers: { cookie: 'gf_signed_in=1; gf_tz=Europe/Paris' },
      });
      const html = await response.text();
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(modulepreloads(html)).toContain('/assets/today-route-1.js');
      expect(fetchPreloads(html)).toContain(
        `/api/workouts/today?date=${localDay(Date.now(), 'Europe/Paris')}`,
      );
      expect(html.endsWith('<div id="root"></div></body></html>')).toBe(true);
    });

    it("is the same page for every user: it carries no one's data", async () => {
      const first = await signedInBrowser(server().url);
      const second = await signedInBrowser(server().url);
      const page = async (browser: typeof first.browser) => {
        expect(browser.cookie('gf_signed_in')).toBe('1');
        return (await browser.fetch('/history')).text();
      };
      // New accounts: their first-run questions come first.
      expect(first.browser.cookie('gf_onboarding')).toBe('1');
      const firstPage = await page(first.browser);
      expect(modulepreloads(firstPage)).toContain('/assets/onboarding-flow-1.js');
      expect(firstPage).toBe(await page(second.browser));
      expect(firstPage).not.toContain(first.account.email);

      // Once answered (or skipped), the hint goes and the screen's own chunks come.
      for (const { browser } of [first, second]) {
        const done = await browser.api('/api/user/onboarding', {
          method: 'POST',
          json: { journeyStartDate: localDay(Date.now(), 'UTC') },
        });
        expect(done.status).toBe(200);
        expect(browser.cookie('gf_onboarding')).toBeUndefined();
      }
      const afterwards = await page(first.browser);
      expect(modulepreloads(afterwards)).toContain('/assets/history-screen-1.js');
      expect(modulepreloads(afterwards)).not.toContain('/assets/onboarding-flow-1.js');
      expect(afterwards).toBe(await page(second.browser));
    });
  },
  { env: { WEB_DIST: dist } },
);
