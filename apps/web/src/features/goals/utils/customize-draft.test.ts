import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DECATHLON,
  DEFAULT_DECATHLON_METRIC,
} from '@grandfit/shared/domain/goals/default-goals.ts';
import { goalsFixture } from '../test/fixtures.ts';
import {
  addEvent,
  draftErrors,
  draftFromGoals,
  missingDefaults,
  newDraftEvent,
  removeEvent,
  rewriteEvent,
  sizeProblem,
  toCustomizeBody,
} from './customize-draft.ts';

const goals = goalsFixture();

describe('the Customize My Decathlon draft', () => {
  it('saves only with ten, and says why not', () => {
    const draft = draftFromGoals(goals);
    expect(sizeProblem(draft)).toBeNull();
    const nine = removeEvent(draft, draft[4]!.key);
    expect(sizeProblem(nine)).toBe('A decathlon has ten events: add 1 more to save.');
    expect(sizeProblem(nine.slice(0, 7))).toBe('A decathlon has ten events: add 3 more to save.');
    expect(addEvent(draft, newDraftEvent())).toBe(draft);
    expect(addEvent(nine, newDraftEvent())).toHaveLength(10);
  });

  it('offers back the defaults that were removed', () => {
    const draft = draftFromGoals(goals);
    expect(missingDefaults(draft, 'lb')).toEqual([]);
    const without = removeEvent(draft, draft[9]!.key);
    expect(missingDefaults(without, 'lb')).toEqual([DEFAULT_DECATHLON[9]]);
  });

  it("offers them in the user's unit, and knows a default in either unit", () => {
    const metric = draftFromGoals(goalsFixture('2026-03-02', 'kg'));
    expect(missingDefaults(metric, 'kg')).toEqual([]);
    // The metric names count as the defaults they are, whatever the unit asked for.
    expect(missingDefaults(metric, 'lb')).toEqual([]);
    const withoutChild = removeEvent(metric, metric[2]!.key);
    expect(missingDefaults(withoutChild, 'kg')).toEqual([DEFAULT_DECATHLON_METRIC[2]]);
    expect(missingDefaults(withoutChild, 'lb')).toEqual([DEFAULT_DECATHLON[2]]);
    expect(newDraftEvent(DEFAULT_DECATHLON_METRIC[2]).activityName).toBe(
      'Lift a 14 kg child from the floor',
    );
  });

  it('rewrites and checks events with the server rules', () => {
    const draft = draftFromGoals(goals);
    const blank = rewriteEvent(draft, draft[2]!.key, 'activityName', '   ');
    expect(draftErrors(blank)).toEqual({
      [draft[2]!.key]: { activityName: 'Activity is required' },
    });
    const added = addEvent(removeEvent(draft, draft[0]!.key), newDraftEvent());
    expect(Object.values(draftErrors(added))[0]).toEqual({
      activityName: 'Activity is required',
      testDescription: 'Test is required',
      targetAbility: 'Target is required',
    });
  });

  it('sends kept goals by id, new ones without, and no current ability', () => {
    const draft = draftFromGoals(goals);
    const swim = {
      ...newDraftEvent(),
      activityName: ' Swim 400 m ',
      testDescription: 'Time it',
      targetAbility: '9 min',
    };
    const next = addEvent(removeEvent(draft, draft[0]!.key), swim);
    const body = toCustomizeBody(next);
    expect(body.goals).toHaveLength(10);
    expect(body.goals[0]).toEqual({
      id: goals[1]!.id,
      activityName: goals[1]!.activityName,
      testDescription: goals[1]!.testDescription,
      targetAbility: goals[1]!.targetAbility,
    });
    expect(body.goals[9]).toEqual({
      activityName: 'Swim 400 m',
      testDescription: 'Time it',
      targetAbility: '9 min',
    });
  });
});
