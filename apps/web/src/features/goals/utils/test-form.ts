import {
  MISSING_TEST_RESULT,
  quarterlyTestSchema,
  type QuarterlyTestInput,
} from '@grandfit/shared/schemas/goals.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';

/** The Quarterly Test dialog's fields, as the inputs hold them. */
export interface TestFormValues {
  testDate: string;
  plannedDate: string;
  testResult: string;
  /** '' when not given (optional, 0-100: docs/product.md#quarterly-test). */
  performanceScore: string;
  targetMet: boolean;
  notes: string;
}

export type TestFormField = keyof TestFormValues;

/**
 * A new test of `goal` on `today`, planned for the day the goal was due; targetMet false
 * (docs/product.md#quarterly-test).
 */
export function emptyTestForm(goal: Pick<Goal, 'nextTestDate'>, today: string): TestFormValues {
  return {
    testDate: today,
    plannedDate: goal.nextTestDate,
    testResult: '',
    performanceScore: '',
    targetMet: false,
    notes: '',
  };
}

export type TestFormCheck =
  | { kind: 'ok'; body: QuarterlyTestInput }
  /** A blank result is told with a toast, and nothing is sent (docs/product.md#quarterly-test). */
  | { kind: 'missing-result'; title: string; description: string }
  | { kind: 'invalid'; errors: Partial<Record<TestFormField, string>> };

/**
 * The request body for the dialog's values, checked with the server's schema: the score is sent
 * as a number or null, the result trimmed, and the test date may not be after `today`.
 */
export function checkTestForm(
  values: TestFormValues,
  ids: { goalId: string; clientId: string },
  today: string,
): TestFormCheck {
  if (values.testResult.trim() === '') {
    return {
      kind: 'missing-result',
      title: 'Missing test result',
      description: MISSING_TEST_RESULT,
    };
  }
  const scoreText = values.performanceScore.trim();
  const body: QuarterlyTestInput = {
    clientId: ids.clientId,
    goalId: ids.goalId,
    testDate: values.testDate,
    plannedDate: values.plannedDate === '' ? null : values.plannedDate,
    testResult: values.testResult.trim(),
    targetMet: values.targetMet,
    notes: values.notes.trim() === '' ? null : values.notes.trim(),
    performanceScore: scoreText === '' ? null : Number(scoreText),
  };
  const errors: Partial<Record<TestFormField, string>> = {};
  const parsed = quarterlyTestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as TestFormField;
      errors[field] ??=
        field === 'performanceScore' ? 'Enter a whole number from 0 to 100' : issue.message;
    }
  }
  if (!errors.testDate && values.testDate > today) {
    errors.testDate = 'The test date cannot be in the future';
  }
  return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'ok', body };
}
