import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import { ageOn } from '../person.ts';
import { journeyDays, milestoneCountdown, milestoneDate } from './milestone.ts';

describe('journey days', () => {
  it('counts the start day as day 1 and days to the start before it', () => {
    expect(journeyDays('2025-08-03', '2025-08-03')).toEqual({
      started: true,
      daysStrong: 1,
      daysToStart: null,
    });
    expect(journeyDays('2025-08-03', '2025-11-22')).toMatchObject({ daysStrong: 112 });
    expect(journeyDays('2025-08-03', '2025-08-01')).toEqual({
      started: false,
      daysStrong: null,
      daysToStart: 2,
    });
  });
});

describe('milestone birthday', () => {
  it('is the birthday in the year birth year + age', () => {
    expect(milestoneDate('1980-06-15', 48)).toBe('2028-06-15');
    expect(milestoneDate('1980-01-01', 48)).toBe('2028-01-01');
  });

  it('puts a 29 February birthday on 1 March in a common year, as ageOn does', () => {
    expect(milestoneDate('1980-02-29', 48)).toBe('2028-02-29');
    expect(milestoneDate('1980-02-29', 47)).toBe('2027-03-01');
  });

  it('is the first day ageOn gives the age', () => {
    const birth = fc
      .integer({ min: 0, max: 30_000 })
      .map((n) => new Date(Date.UTC(1920, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(birth, fc.integer({ min: 18, max: 120 }), (birthDate, age) => {
        const date = milestoneDate(birthDate, age);
        expect(ageOn(birthDate, date)).toBe(age);
        expect(ageOn(birthDate, addDays(date, -1))).toBe(age - 1);
      }),
    );
  });

  it('counts the days to it, 0 on the day, and says when it has passed or is unknown', () => {
    expect(milestoneCountdown('1980-06-15', 48, '2026-11-22')).toEqual({
      age: 48,
      date: '2028-06-15',
      daysTo: 571,
      status: 'upcoming',
    });
    expect(milestoneCountdown('1978-11-22', 48, '2026-11-22')).toMatchObject({
      daysTo: 0,
      status: 'today',
    });
    expect(milestoneCountdown('1970-01-01', 48, '2026-11-22')).toMatchObject({
      date: '2018-01-01',
      daysTo: null,
      status: 'passed',
    });
    expect(milestoneCountdown(null, 48, '2026-11-22')).toEqual({
      age: 48,
      date: null,
      daysTo: null,
      status: 'no-birth-date',
    });
  });
});
