import type { Plugin } from 'vite';

/**
 * uPlot builds an `Intl.NumberFormat` and an `Intl.DateTimeFormat` when its module is evaluated.
 * The first Intl object of a page loads ICU's data: 50-60 ms of main thread on Progress and
 * Analytics (docs/decisions/043-no-intl-on-first-paint.md), for formatters our charts never call
 * (their axes format their own labels, the legend is off, and times are read in UTC). This makes
 * both lazy: built on first use, as uPlot would use them when asked.
 *
 * Each rewrite must match: a uPlot upgrade that changes these lines fails the build instead of
 * silently bringing the cost back.
 */
const REWRITES: [from: string, to: string][] = [
  [
    "const numFormatter = new Intl.NumberFormat(domEnv ? nav.language : 'en-US');\nconst fmtNum = val => numFormatter.format(val);",
    "let numFormatter;\nconst fmtNum = val => (numFormatter ??= new Intl.NumberFormat(domEnv ? nav.language : 'en-US')).format(val);",
  ],
  [
    'const localTz = new Intl.DateTimeFormat().resolvedOptions().timeZone;',
    'let localTzName;\nconst localTz = () => (localTzName ??= new Intl.DateTimeFormat().resolvedOptions().timeZone);',
  ],
  ['else if (tz == localTz)', 'else if (tz == localTz())'],
];

const UPLOT_MODULE = /[\\/]uplot[\\/]dist[\\/]uPlot\.esm\.js$/;

/** Rewrites uPlot's module-level Intl formatters as lazy ones (see above). */
export function lazyUplotIntl(source: string): string {
  let code = source;
  for (const [from, to] of REWRITES) {
    if (code.split(from).length !== 2) {
      throw new Error(`lazy-uplot-intl: expected exactly one "${from.split('\n')[0]}" in uPlot`);
    }
    code = code.replace(from, to);
  }
  if (/^const \w+ = new Intl\./m.test(code)) {
    throw new Error('lazy-uplot-intl: uPlot builds another Intl object when it loads');
  }
  return code;
}

export function lazyUplotIntlPlugin(): Plugin {
  return {
    name: 'grandfit-lazy-uplot-intl',
    transform(code, id) {
      if (!UPLOT_MODULE.test(id)) return null;
      return { code: lazyUplotIntl(code), map: null };
    },
  };
}
