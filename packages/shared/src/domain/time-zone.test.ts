import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatLocalDateTime,
  instantOfLocalDateTime,
  isTimeZone,
  localClock,
  localDateTime,
  localDay,
  startOfLocalDay,
  type UserZone,
} from './time-zone.ts';

describe('isTimeZone', () => {
  it.each(['UTC', 'Europe/Paris', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5', 'Asia/Kolkata'])(
    'accepts the IANA name %s',
    (zone) => expect(isTimeZone(zone)).toBe(true),
  );

  it.each(['', 'Mars/Olympus', '+02:00', 'UTC+2', 'Europe/Paris; drop table', 'a'.repeat(65)])(
    'refuses %j',
    (zone) => expect(isTimeZone(zone)).toBe(false),
  );
});

describe('localDay', () => {
  it('gives the calendar day the user lived the instant on', () => {
    const lateEvening = Date.parse('2026-03-01T23:30:00Z');
    expect(localDay(lateEvening, 'UTC')).toBe('2026-03-01');
    expect(localDay(lateEvening, 'Europe/Paris')).toBe('2026-03-02');
    expect(localDay(Date.parse('2026-03-02T03:00:00Z'), 'America/New_York')).toBe('2026-03-01');
  });

  it('keeps Saturday 18:30 in Los Angeles on Saturday, though UTC is already Sunday', () => {
    // 2026-03-28 is a Saturday; 18:30 PDT (UTC-7) is 01:30 UTC on Sunday the 29th.
    const time = Date.parse('2026-03-29T01:30:00Z');
    expect(localDay(time, 'America/Los_Angeles')).toBe('2026-03-28');
    expect(new Date(time).toISOString().slice(0, 10)).toBe('2026-03-29');
  });

  it('takes a fixed offset in minutes east of UTC when no zone name is known', () => {
    const time = Date.parse('2026-11-22T02:30:00Z');
    expect(localDay(time, { utcOffsetMinutes: 0 })).toBe('2026-11-22');
    // 21:30 the evening before in New York (UTC-5).
    expect(localDay(time, { utcOffsetMinutes: -300 })).toBe('2026-11-21');
    expect(localDay(Date.parse('2026-11-22T20:00:00Z'), { utcOffsetMinutes: 240 })).toBe(
      '2026-11-23',
    );
  });

  const zones = [
    'UTC',
    'America/Los_Angeles',
    'America/New_York',
    'America/St_Johns',
    'Europe/Paris',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
  ];
  const instants = fc.integer({
    min: Date.parse('1900-01-01T00:00:00Z'),
    max: Date.parse('2200-01-01T00:00:00Z'),
  });

  it('agrees with Intl for random instants and zones (property)', () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (time, zone) => {
        const intl = new Intl.DateTimeFormat('en-CA', {
          timeZone: zone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
        }).format(time);
        expect(localDay(time, zone)).toBe(intl);
      }),
      { seed: 35, numRuns: 300 },
    );
  });

  it("the clock's date is the day, and its minutes agree with Intl's hour and minute (property)", () => {
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (time, zone) => {
        const clock = localClock(time, zone);
        expect(clock.date).toBe(localDay(time, zone));
        const [hour, minute] = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          hourCycle: 'h23',
          hour: '2-digit',
          minute: '2-digit',
        })
          .format(time)
          .split(':')
          .map(Number);
        expect(clock.minutes).toBe(hour! * 60 + minute!);
      }),
      { seed: 35, numRuns: 300 },
    );
  });

  it('a whole-hour fixed offset is the matching Etc/GMT zone (property)', () => {
    fc.assert(
      fc.property(instants, fc.integer({ min: -12, max: 14 }), (time, hours) => {
        // Etc/GMT has the POSIX sign: Etc/GMT-3 is UTC+3.
        const etc = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
        expect(localDay(time, { utcOffsetMinutes: hours * 60 })).toBe(localDay(time, etc));
      }),
      { seed: 35, numRuns: 200 },
    );
  });

  // From 1970: before about 1920 zones kept local mean time, offsets with seconds (Paris was
  // +0:09:21 until 1911), which a minute clock cannot place at midnight to the millisecond.
  const modern = fc.integer({
    min: Date.parse('1970-01-02T00:00:00Z'),
    max: Date.parse('2200-01-01T00:00:00Z'),
  });

  it('the day starts at local midnight and the instant before it is the day before (property)', () => {
    fc.assert(
      fc.property(modern, fc.constantFrom(...zones), (time, zone) => {
        const day = localDay(time, zone);
        const start = startOfLocalDay(day, zone);
        expect(start).toBeLessThanOrEqual(time);
        expect(localDay(start, zone)).toBe(day);
        expect(localDay(start - 1, zone) < day).toBe(true);
      }),
      { seed: 35, numRuns: 300 },
    );
  });
});

describe('localClock', () => {
  it('gives the wall clock, daylight saving included', () => {
    expect(localClock(Date.parse('2026-03-02T12:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-03-02',
      minutes: 450,
    });
    // 2026-03-08 is the US spring change: 11:30 UTC on the 9th is 07:30 EDT.
    expect(localClock(Date.parse('2026-03-09T11:30:00Z'), 'America/New_York').minutes).toBe(450);
    expect(localClock(Date.parse('2026-03-02T23:30:00Z'), 'Asia/Tokyo').date).toBe('2026-03-03');
  });
});

describe('startOfLocalDay', () => {
  it('finds the instant a local day starts', () => {
    expect(new Date(startOfLocalDay('2026-03-02', 'America/New_York')).toISOString()).toBe(
      '2026-03-02T05:00:00.000Z',
    );
    expect(new Date(startOfLocalDay('2026-03-09', 'America/New_York')).toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(new Date(startOfLocalDay('2026-03-02', 'Asia/Kolkata')).toISOString()).toBe(
      '2026-03-01T18:30:00.000Z',
    );
    expect(startOfLocalDay('2026-03-02', { utcOffsetMinutes: 330 })).toBe(
      Date.parse('2026-03-01T18:30:00Z'),
    );
  });
});

describe('localDateTime / instantOfLocalDateTime (wall clocks of imported files)', () => {
  const clock = (text: string) => {
    const [date = '', time = ''] = text.split(' ');
    const [year, month, day] = date.split('-').map(Number);
    const [hour, minute, second] = time.split(':').map(Number);
    return {
      year: year ?? 0,
      month: month ?? 0,
      day: day ?? 0,
      hour: hour ?? 0,
      minute: minute ?? 0,
      second: second ?? 0,
    };
  };
  const instant = (text: string, zone: UserZone) =>
    new Date(instantOfLocalDateTime(clock(text), zone)).toISOString();

  it('reads an ordinary wall clock in the zone, to the second', () => {
    expect(instant('2023-01-15 08:30:07', 'Europe/Paris')).toBe('2023-01-15T07:30:07.000Z');
    expect(instant('2023-07-15 08:30:07', 'Europe/Paris')).toBe('2023-07-15T06:30:07.000Z');
    expect(instant('2023-01-15 08:30:07', 'Asia/Kolkata')).toBe('2023-01-15T03:00:07.000Z');
    expect(instant('2023-01-15 08:30:07', { utcOffsetMinutes: -300 })).toBe(
      '2023-01-15T13:30:07.000Z',
    );
  });

  it('moves a reading in the spring-forward gap on by the gap (02:30 -> 03:30)', () => {
    expect(instant('2023-03-12 02:30:00', 'America/New_York')).toBe('2023-03-12T07:30:00.000Z');
    expect(
      formatLocalDateTime(localDateTime(Date.parse('2023-03-12T07:30:00Z'), 'America/New_York')),
    ).toBe('2023-03-12 03:30:00');
    // Lord Howe moves by half an hour.
    expect(instant('2023-10-01 02:15:00', 'Australia/Lord_Howe')).toBe('2023-09-30T15:45:00.000Z');
  });

  it('takes the first of the two readings of the hour repeated in autumn', () => {
    expect(instant('2023-11-05 01:30:00', 'America/New_York')).toBe('2023-11-05T05:30:00.000Z');
    expect(instant('2023-10-29 02:30:00', 'Europe/Berlin')).toBe('2023-10-29T00:30:00.000Z');
  });

  it('formats the wall clock as Strong writes it', () => {
    expect(
      formatLocalDateTime(localDateTime(Date.parse('2023-01-15T07:30:07.999Z'), 'Europe/Paris')),
    ).toBe('2023-01-15 08:30:07');
    expect(
      formatLocalDateTime(
        localDateTime(Date.parse('2023-01-15T07:30:07Z'), { utcOffsetMinutes: 330 }),
      ),
    ).toBe('2023-01-15 13:00:07');
  });

  it('gives back every whole second outside the repeated hours (1900-2200, many zones)', () => {
    const zones = [
      'Europe/Paris',
      'America/Sao_Paulo',
      'Australia/Lord_Howe',
      'Asia/Tehran',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: -2_208_988_800, max: 7_289_654_400 }),
        (zone, seconds) => {
          const time = seconds * 1000;
          const back = instantOfLocalDateTime(localDateTime(time, zone), zone);
          // Only a repeated reading may come back earlier, and then by the repeat.
          if (back !== time) {
            expect(back).toBeLessThan(time);
            expect(formatLocalDateTime(localDateTime(back, zone))).toBe(
              formatLocalDateTime(localDateTime(time, zone)),
            );
          }
        },
      ),
      { seed: 35, numRuns: 2000 },
    );
  });
});
