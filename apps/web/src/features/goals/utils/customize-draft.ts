import {
  DECATHLON_SIZE,
  DEFAULT_DECATHLON,
  type DecathlonEvent,
} from '@grandfit/shared/domain/goals/default-goals.ts';
import { goalWordIn, goalWordsIn } from '@grandfit/shared/domain/goals/goal-units.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import {
  customGoalSchema,
  type CustomizeGoals,
  type Goal,
} from '@grandfit/shared/schemas/goals.ts';

/** One event in the 'Customize My Decathlon' editor. */
export interface DraftEvent extends DecathlonEvent {
  /** Stable across moves and edits: React's key and the focus target. */
  key: string;
  /** The goal it keeps; none for an event added here. */
  id?: string;
  /** Tests that go when this goal is removed. */
  testCount: number;
}

export type DraftField = 'activityName' | 'testDescription' | 'targetAbility';

export function draftFromGoals(goals: Goal[]): DraftEvent[] {
  return goals.map((goal) => ({
    key: goal.id,
    id: goal.id,
    activityName: goal.activityName,
    testDescription: goal.testDescription,
    targetAbility: goal.targetAbility,
    testCount: goal.testCount,
  }));
}

let counter = 0;
/** A new event: blank, or one of the defaults the user removed earlier. */
export function newDraftEvent(from?: DecathlonEvent): DraftEvent {
  counter += 1;
  return {
    key: `new-${counter}`,
    activityName: from?.activityName ?? '',
    testDescription: from?.testDescription ?? '',
    targetAbility: from?.targetAbility ?? '',
    testCount: 0,
  };
}

export function removeEvent(draft: DraftEvent[], key: string): DraftEvent[] {
  return draft.filter((event) => event.key !== key);
}

/** Adds at the end; a full decathlon takes no eleventh event. */
export function addEvent(draft: DraftEvent[], event: DraftEvent): DraftEvent[] {
  return draft.length >= DECATHLON_SIZE ? draft : [...draft, event];
}

export function rewriteEvent(
  draft: DraftEvent[],
  key: string,
  field: DraftField,
  value: string,
): DraftEvent[] {
  return draft.map((event) => (event.key === key ? { ...event, [field]: value } : event));
}

/**
 * The default events whose names are not in the draft (in either unit), to add back with one tap,
 * in the user's unit.
 */
export function missingDefaults(draft: DraftEvent[], unit: WeightUnit): DecathlonEvent[] {
  const names = new Set(
    draft.map((event) => goalWordIn('activityName', event.activityName.trim(), 'lb').toLowerCase()),
  );
  return DEFAULT_DECATHLON.filter((event) => !names.has(event.activityName.toLowerCase())).map(
    (event) => goalWordsIn(event, unit),
  );
}

/** Why the draft cannot be saved yet, in words; null when it has ten events. */
export function sizeProblem(draft: DraftEvent[]): string | null {
  const missing = DECATHLON_SIZE - draft.length;
  if (missing === 0) return null;
  if (missing > 0) {
    return `A decathlon has ten events: add ${missing} more to save.`;
  }
  return `A decathlon has ten events: remove ${-missing} to save.`;
}

export type DraftErrors = Record<string, Partial<Record<DraftField, string>>>;

/** Per-event errors by key, from the same rules the server applies. */
export function draftErrors(draft: DraftEvent[]): DraftErrors {
  const errors: DraftErrors = {};
  for (const event of draft) {
    const parsed = customGoalSchema.safeParse(toCustomGoal(event));
    if (parsed.success) continue;
    const fields: Partial<Record<DraftField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as DraftField;
      fields[field] ??= issue.message;
    }
    errors[event.key] = fields;
  }
  return errors;
}

function toCustomGoal(event: DraftEvent): CustomizeGoals['goals'][number] {
  return {
    ...(event.id ? { id: event.id } : {}),
    activityName: event.activityName.trim(),
    testDescription: event.testDescription.trim(),
    targetAbility: event.targetAbility.trim(),
  };
}

/**
 * The PUT body: the events in order, kept goals by id. The current ability is not sent: it is
 * the tests' to change, and a new event starts 'Not tested yet'.
 */
export function toCustomizeBody(draft: DraftEvent[]): CustomizeGoals {
  return { goals: draft.map(toCustomGoal) };
}
