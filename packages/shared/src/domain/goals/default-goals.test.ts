import { describe, expect, it } from 'vitest';
import { customizeGoalsSchema, updateGoalSchema } from '../../schemas/goals.ts';
import { DECATHLON_SIZE, DEFAULT_DECATHLON, NOT_TESTED_YET } from './default-goals.ts';

describe('DEFAULT_DECATHLON', () => {
  it('has the ten events of docs/product.md#default-decathlon, each named once', () => {
    expect(DEFAULT_DECATHLON).toHaveLength(DECATHLON_SIZE);
    const names = DEFAULT_DECATHLON.map((event) => event.activityName);
    expect(new Set(names).size).toBe(DECATHLON_SIZE);
  });

  it("names the everyday tasks of Attia's Centenarian Decathlon", () => {
    const names = DEFAULT_DECATHLON.map((event) => event.activityName.toLowerCase()).join('\n');
    for (const task of [
      'hike',
      'off the floor',
      'child',
      'grocery bags',
      'suitcase overhead',
      'one leg',
      'stairs',
      'jar',
      'skip rope',
      'dead hang',
    ]) {
      expect(names).toContain(task);
    }
  });

  it('gives every event a test and a target that the goal schemas accept', () => {
    for (const event of DEFAULT_DECATHLON) {
      expect(event.testDescription.length).toBeGreaterThan(20);
      expect(event.targetAbility).toMatch(/\d/);
      expect(updateGoalSchema.safeParse({ ...event, currentAbility: NOT_TESTED_YET }).success).toBe(
        true,
      );
    }
    expect(customizeGoalsSchema.safeParse({ goals: DEFAULT_DECATHLON }).success).toBe(true);
  });
});
