import { isTimeZone, localClock } from '@grandfit/shared/domain/time-zone.ts';

/** One entry of Vite's build manifest (apps/web/dist/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/**
 * The web client's lazy screens (apps/web/src/app/router.tsx), by the URL that opens them. The
 * router loads a screen's chunk only once its own chunk has run, and the app chunk only once the
 * entry has: three round trips one after the other before a signed-in screen can render. Named
 * here, the server lists them all in the page so the browser fetches them side by side.
 */
export const SCREEN_MODULES: { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: 'src/app/routes/today-route.tsx' },
  { path: /^\/workouts\/?$/, module: 'src/features/training/components/workouts-screen.tsx' },
  { path: /^\/workout\/[^/]+\/?$/, module: 'src/features/training/components/workout-screen.tsx' },
  { path: /^\/history\/?$/, module: 'src/features/history/components/history-screen.tsx' },
  {
    path: /^\/history\/[^/]+\/?$/,
    module: 'src/features/history/components/session-detail-screen.tsx',
  },
  { path: /^\/nutrition\/?$/, module: 'src/features/nutrition/components/nutrition-screen.tsx' },
  { path: /^\/breathing\/?$/, module: 'src/features/breathing/components/breathing-screen.tsx' },
  { path: /^\/progress\/?$/, module: 'src/features/progress/components/progress-screen.tsx' },
  { path: /^\/analytics\/?$/, module: 'src/features/analytics/components/analytics-screen.tsx' },
  { path: /^\/methodology\/?$/, module: 'src/features/method/components/method-screen.tsx' },
  { path: /^\/profile\/?$/, module: 'src/app/routes/profile-route.tsx' },
  { path: /^\/goals\/?$/, module: 'src/features/goals/components/goals-screen.tsx' },
];

/**
 * What every signed-in screen waits for: the router and shell, and the offline copy's code, which
 * the session check awaits before it settles (apps/web/src/lib/auth-user.ts).
 */
const SIGNED_IN_MODULES = ['src/app/app.tsx', 'src/lib/offline-cache/offline-cache.ts'];

/**
 * The first-run questions (decision 019), which a new account sees on whatever URL it opens
 * (apps/web/src/app/auth-gate.tsx), and the one call their first render makes.
 */
export const ONBOARDING_MODULE = 'src/features/profile/components/onboarding-flow.tsx';
const ONBOARDING_CALLS = ['/api/user/settings'];

/** The device's calendar day and zone, as the client's first calls name them. */
interface DeviceDay {
  /** YYYY-MM-DD in the device's zone. */
  date: string;
  /** The device's IANA zone. */
  tz: string;
  /** Minutes east of UTC now (-Date#getTimezoneOffset()). */
  utcOffset: number;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
const WORKOUT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The calls each screen's first render makes, by the URL that opens it, spelled exactly as the
 * client spells them (a preload is reused only by a request for the same URL): asked for with the
 * page, they are on their way before the screen's chunk has even run, where they used to start
 * 600-1,000 ms after the page (docs/benchmarks.md). Calls on the user's day need the device's
 * zone (its hint cookie): without it the day is a guess, and a wrong guess is a wasted request.
 * The cards a screen shows after its first paint ask later. (Nutrition renders its first screen
 * without waiting for its answers: a loader that waited, as Today's does, made its LCP later.)
 */
const SCREEN_CALLS: {
  path: RegExp;
  calls: (day: DeviceDay | null, match: RegExpMatchArray) => string[];
}[] = [
  {
    // Today: today's workouts and readiness (features/training/components/today-screen.tsx).
    path: /^\/$/,
    calls: (day) =>
      day
        ? [
            `/api/workouts/today?${query({ date: day.date })}`,
            `/api/recovery/readiness?${query({ date: day.date })}`,
          ]
        : [],
  },
  {
    path: /^\/workouts\/?$/,
    calls: (day) => (day ? [`/api/workouts?${query({ date: day.date })}`] : []),
  },
  {
    path: /^\/workout\/([^/]+)\/?$/,
    calls: (day, [, id = '']) =>
      WORKOUT_ID.test(id)
        ? [
            ...(day ? [`/api/workouts/${id}?${query({ date: day.date })}`] : []),
            `/api/workouts/${id}/sets`,
            // The units its targets and plates are shown in.
            '/api/user/settings',
          ]
        : [],
  },
  {
    path: /^\/history\/?$/,
    calls: (day) => (day ? [`/api/history?${query({ tz: day.tz })}`] : []),
  },
  {
    path: /^\/nutrition\/?$/,
    calls: () => ['/api/food/recent-meals', '/api/food/leap-list', '/api/food/leap-corrections'],
  },
  { path: /^\/breathing\/?$/, calls: () => ['/api/breathing/sessions'] },
  {
    // The screens' default ranges: Progress 6 months, Analytics 90 days.
    path: /^\/progress\/?$/,
    calls: (day) =>
      day ? [`/api/progress/overview?${query({ date: day.date, months: '6', tz: day.tz })}`] : [],
  },
  {
    path: /^\/analytics\/?$/,
    calls: (day) =>
      day ? [`/api/ai/performance-metrics?${query({ days: '90', tz: day.tz })}`] : [],
  },
  {
    path: /^\/methodology\/?$/,
    calls: (day) =>
      day
        ? [
            `/api/method/overview?${query({ date: day.date, utcOffset: String(day.utcOffset), tz: day.tz })}`,
          ]
        : [],
  },
  { path: /^\/profile\/?$/, calls: () => ['/api/user/settings'] },
];

/** The device's day now, from its zone hint; null for a zone this runtime does not know. */
function deviceDay(timeZone: string | undefined, now: number): DeviceDay | null {
  if (!timeZone || !isTimeZone(timeZone)) return null;
  // One reading of the zone's clock gives both the day and the offset.
  const { date, minutes } = localClock(now, timeZone);
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // The clock reads whole minutes: the offset is taken against the minute `now` falls in.
  const minute = Math.floor(now / 60_000) * 60_000;
  return { date, tz: timeZone, utcOffset: Math.round((wall - minute) / 60_000) };
}

/** A chunk's file and, depth first, every chunk it imports statically. */
function chunkFiles(manifest: ViteManifest, key: string, into: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into);
}

/** What the request says about the device and the account, from its hint cookies. */
export interface PageHints {
  /** The device's IANA zone, for the calendar day of Today's calls. */
  timeZone?: string;
  /** The account's first-run questions come next (the onboarding hint cookie). */
  onboarding?: boolean;
}

export interface SignedInPreloads {
  /** The <link> tags for a signed-in page at `pathname`. */
  linksFor(pathname: string, hints?: PageHints, now?: number): string;
}

/**
 * Builds the preload tags for signed-in pages from the web build's manifest. Files the entry
 * already pulls in (index.html lists them) are left out. Nothing in the tags depends on who the
 * user is: only on the URL and the device's time zone.
 */
export function signedInPreloads(manifest: ViteManifest): SignedInPreloads {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = new Set<string>();
  if (entry) chunkFiles(manifest, entry, inEntry);
  const filesOf = (modules: string[]) => {
    const files = new Set<string>();
    for (const module of modules) chunkFiles(manifest, module, files);
    return [...files].filter((file) => !inEntry.has(file));
  };
  const shared = filesOf(SIGNED_IN_MODULES);
  const ownFiles = (module: string) => filesOf([module]).filter((file) => !shared.includes(file));
  const byScreen = SCREEN_MODULES.map(({ path, module }) => ({ path, files: ownFiles(module) }));
  const onboardingFiles = ownFiles(ONBOARDING_MODULE);
  // Low priority: the first paint (the boot spinner) needs only the page and its stylesheet
  // (decision 047; the web build lowers index.html's own preloads the same way).
  const modulepreload = (file: string) =>
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttribute(file)}">`;
  // The client's reads send the session cookie (credentials: 'include'); a preload is only
  // reused by a request with the same credentials mode.
  const fetchPreload = (url: string) =>
    `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttribute(url)}">`;

  return {
    linksFor(pathname, { timeZone, onboarding = false } = {}, now = Date.now()) {
      const calls = ['/api/auth/user'];
      let files: string[];
      if (onboarding) {
        // The questions come before any screen: the screen's chunks and calls would wait unused.
        calls.push(...ONBOARDING_CALLS);
        files = onboardingFiles;
      } else {
        files = byScreen.find(({ path }) => path.test(pathname))?.files ?? [];
        for (const screen of SCREEN_CALLS) {
          const match = pathname.match(screen.path);
          if (match) calls.push(...screen.calls(deviceDay(timeZone, now), match));
        }
      }
      return [...calls.map(fetchPreload), ...[...shared, ...files].map(modulepreload)].join('');
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
