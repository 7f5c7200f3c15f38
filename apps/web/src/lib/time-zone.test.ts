import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceTimeZone, deviceZoneName } from './time-zone.ts';

describe('the device time zone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads Temporal where the browser has it, without building an Intl formatter', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'America/Argentina/Buenos_Aires' } });
    const formatter = vi.spyOn(Intl, 'DateTimeFormat');
    expect(deviceZoneName()).toBe('America/Argentina/Buenos_Aires');
    expect(formatter).not.toHaveBeenCalled();
  });

  it("falls back to Intl's zone where there is no Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(deviceZoneName()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('answers no zone (and the default for the API) for a name of another shape or an error', () => {
    for (const timeZoneId of [() => '', () => 'Europe/Paris; secure', () => 'x'.repeat(65)]) {
      vi.stubGlobal('Temporal', { Now: { timeZoneId } });
      expect(deviceZoneName()).toBeUndefined();
      expect(deviceTimeZone()).toBe('UTC');
    }
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(deviceZoneName()).toBeUndefined();
  });
});
