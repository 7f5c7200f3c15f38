import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { lazyUplotIntl } from './vite-lazy-uplot-intl.ts';

const uplotSource = () =>
  fs.readFileSync(createRequire(import.meta.url).resolve('uplot/dist/uPlot.esm.js'), 'utf8');

describe('lazyUplotIntl', () => {
  it('leaves uPlot building no Intl object when it loads, and formatting as before', async () => {
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const dateTimeFormat = vi.spyOn(Intl, 'DateTimeFormat');
    // jsdom has no matchMedia; uPlot listens to the pixel ratio when it loads.
    vi.stubGlobal('matchMedia', () => ({ addEventListener() {}, removeEventListener() {} }));
    // The module as a function body: its one default export returned, its named one kept local.
    const body = lazyUplotIntl(uplotSource())
      .replace('export function costlyLerp', 'function costlyLerp')
      .replace('export { uPlot as default };', 'return uPlot;');
    const uPlot = new Function(body)() as {
      fmtNum: (value: number) => string;
      tzDate: (date: Date, tz: string) => Date;
    };
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
    numberFormat.mockRestore();
    dateTimeFormat.mockRestore();
    vi.unstubAllGlobals();

    // Built on first use: the same answers as the formatters uPlot made eagerly.
    expect(uPlot.fmtNum(1234.5)).toBe(new Intl.NumberFormat(navigator.language).format(1234.5));
    const date = new Date(Date.UTC(2026, 10, 27, 12, 30));
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Paris';
    try {
      // The device's own zone: the date as it is.
      expect(uPlot.tzDate(date, 'Europe/Paris')).toBe(date);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    expect(uPlot.tzDate(date, 'UTC').getTime()).toBe(
      date.getTime() + date.getTimezoneOffset() * 6e4,
    );
  });

  it('fails the build when uPlot changed the lines it rewrites', () => {
    expect(() => lazyUplotIntl('const numFormatter = 1;')).toThrow(/expected exactly one/);
    const another = `${uplotSource()}\nconst extra = new Intl.PluralRules();`;
    expect(() => lazyUplotIntl(another)).toThrow(/another Intl object/);
  });
});
