/** BENCH_PORTS=3351,3352 and BENCH_DB_SUFFIX=_x let two benches share a machine and a cluster. */
export const benchPorts = (defaults: [number, number]): [number, number] => {
  const [a, b] = (process.env.BENCH_PORTS ?? '').split(',').map(Number);
  return [a || defaults[0], b || defaults[1]];
};
export const benchDbName = (name: string) => `${name}${process.env.BENCH_DB_SUFFIX ?? ''}`;

/**
 * Chromium 156 preloads its omnibox popups (WebUI pages, chrome://omnibox-popup.top-chrome) even
 * headless, and their renderer kept one of the 2 cores busy through each measured page load
 * (about 1 s of CPU in a Today run), which no phone loading the page shares. This turns off the
 * plain popup's preload; the "AI mode" popup still loads (no switch for it was found). Passed as
 * `--disable-features`: puppeteer merges it with its own list; bench.ts with chrome-launcher's.
 */
export const CHROMIUM_FEATURES_OFF = ['PreloadTopChromeWebUI'];
