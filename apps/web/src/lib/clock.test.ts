import { describe, expect, it } from 'vitest';
import { usesTwelveHourClock } from './clock.ts';

describe('usesTwelveHourClock', () => {
  it("follows the region's usual clock, as Intl's defaults do", () => {
    for (const language of ['en-US', 'en', 'en-AU', 'en-IN', 'ko-KR', 'es-US']) {
      expect(usesTwelveHourClock(language), language).toBe(true);
    }
    for (const language of ['en-GB', 'de', 'de-DE', 'fr-FR', 'en-IE', 'nl-NL', 'ja-JP', '']) {
      expect(usesTwelveHourClock(language), language).toBe(false);
    }
    // A script before the region, and Android's underscore, do not hide the region.
    expect(usesTwelveHourClock('zh-Hant-TW')).toBe(true);
    expect(usesTwelveHourClock('en_GB')).toBe(false);
  });

  it('agrees with Intl for the common languages', () => {
    for (const language of [
      'en-US',
      'en-GB',
      'en-AU',
      'de-DE',
      'fr-FR',
      'es-ES',
      'it-IT',
      'en-IN',
    ]) {
      const intl = new Intl.DateTimeFormat(language, { hour: 'numeric' }).resolvedOptions().hour12;
      expect(usesTwelveHourClock(language), language).toBe(intl);
    }
  });
});
