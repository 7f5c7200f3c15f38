import { describe, expect, it } from 'vitest';
import { nutritionTile } from './nutrition-tile.ts';

/** An instant at local noon of a calendar day, so the local day is that day in any zone. */
const at = (date: string, hour = 12) => ({
  loggedAt: new Date(`${date}T${String(hour).padStart(2, '0')}:00:00`).toISOString(),
});

describe('nutritionTile', () => {
  it('says Ready and invites the first meal when none is logged', () => {
    expect(nutritionTile([], { overallScore: null }, '2026-11-23')).toEqual({
      value: 'Ready',
      caption: null,
      link: 'Log your first meal',
    });
  });

  it("counts today's meals on the local day, with the 7-day LEAP compliance", () => {
    const meals = [
      at('2026-11-23', 19),
      at('2026-11-23', 8),
      at('2026-11-22', 23),
      at('2026-11-20'),
    ];
    expect(nutritionTile(meals, { overallScore: 83 }, '2026-11-23')).toEqual({
      value: '2 meals',
      caption: 'Today · LEAP 83% over 7 days',
      link: 'Log a meal',
    });
    expect(nutritionTile([at('2026-11-23')], { overallScore: 100 }, '2026-11-23').value).toBe(
      '1 meal',
    );
  });

  it('shows no score it does not have: no LEAP list, or compliance still loading', () => {
    const meals = [at('2026-11-20')];
    expect(nutritionTile(meals, { overallScore: null }, '2026-11-23')).toEqual({
      value: '0 meals',
      caption: 'Logged today',
      link: 'Log a meal',
    });
    expect(nutritionTile(meals, undefined, '2026-11-23').caption).toBe('Logged today');
  });
});
