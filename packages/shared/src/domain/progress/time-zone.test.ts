import { describe, expect, it } from 'vitest';
import { dateInTimeZone, dayInTimeZone, isTimeZone } from './time-zone.ts';

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

describe('dateInTimeZone', () => {
  it('gives the calendar day the user lived the instant on', () => {
    const lateEvening = new Date('2026-03-01T23:30:00Z');
    expect(dateInTimeZone(lateEvening, 'UTC')).toBe('2026-03-01');
    expect(dateInTimeZone(lateEvening, 'Europe/Paris')).toBe('2026-03-02');
    expect(dateInTimeZone(new Date('2026-03-02T03:00:00Z'), 'America/New_York')).toBe('2026-03-01');
  });
});

describe('dayInTimeZone', () => {
  it('is dateInTimeZone for the same instant, in ms', () => {
    const time = Date.parse('2026-07-01T22:15:00Z');
    expect(dayInTimeZone(time, 'Europe/Paris')).toBe('2026-07-02');
    expect(dayInTimeZone(time, 'UTC')).toBe(dateInTimeZone(new Date(time), 'UTC'));
  });
});
