import { describe, expect, it } from 'vitest';
import { weeklyBlockItems } from './weekly-block.ts';

describe('weekly block', () => {
  it('counts each pillar as done/planned and leaves VO2 max out until it is planned', () => {
    const items = weeklyBlockItems({
      strength: { done: 1, planned: 3 },
      zone2: { done: 0, planned: 4 },
      stability: { done: 2, planned: 5 },
      vo2max: { done: 0, planned: 0 },
    });
    expect(items.map((item) => `${item.label} ${item.value}`)).toEqual([
      'Strength 1/3',
      'Zone 2 0/4',
      'Stability 2/5',
    ]);
    expect(items.map((item) => item.percent)).toEqual([33, 0, 40]);
  });

  it('shows VO2 Max once the programme plans it (from week 13)', () => {
    const items = weeklyBlockItems({
      strength: { done: 3, planned: 3 },
      zone2: { done: 4, planned: 4 },
      stability: { done: 5, planned: 5 },
      vo2max: { done: 0, planned: 1 },
    });
    expect(items.at(-1)).toMatchObject({ label: 'VO2 Max', value: '0/1', percent: 0 });
    expect(items[0]?.percent).toBe(100);
  });
});
