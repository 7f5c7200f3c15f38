import { z } from 'zod';
import { DECATHLON_SIZE } from '../domain/goals/default-goals.ts';
import { isoDateSchema } from './health.ts';
import { textSchema } from './safe-input.ts';

/** Bounds on what a user writes into a goal or a test (characters, after trimming). */
export const GOAL_TEXT_LIMITS = {
  activityName: 80,
  testDescription: 300,
  /** A test result becomes the current ability, so it has the result's room. */
  currentAbility: 500,
  targetAbility: 200,
  testResult: 500,
  notes: 1000,
} as const;

export const MISSING_TEST_RESULT = 'Please describe your test performance.';
export const DECATHLON_SIZE_MESSAGE = 'A decathlon has ten events';

const text = (label: string, max: number) => textSchema(label, { min: 1, max });

/**
 * A decathlon goal (docs/product.md#goals-routes), with how it is tested and what its tests say so
 * far.
 */
export const goalSchema = z.object({
  id: z.string(),
  /** 0-9: the order the user chose. */
  position: z.number(),
  activityName: z.string(),
  testDescription: z.string(),
  currentAbility: z.string(),
  targetAbility: z.string(),
  /** 0-100, a number held as a string (docs/product.md#goals-routes). */
  progressPercentage: z.string(),
  nextTestDate: isoDateSchema,
  /** The latest test's date, or null before the first test. */
  lastTestDate: isoDateSchema.nullable(),
  testCount: z.number(),
  /**
   * Addition (decision 012, amended 2026-12-03): its tests that measured it, with a score or the
   * target met. A goal tested only in words has no progress to show: 'Not scored'.
   */
  scoredTestCount: z.number().optional(),
});
export type Goal = z.infer<typeof goalSchema>;

/** GET /api/goals/centenarian: the user's ten goals in their order. */
export const goalListSchema = z.array(goalSchema);

/** The user's local calendar day: new goals are due for a baseline test on it. */
export const goalsQuerySchema = z.object({ date: isoDateSchema.optional() });

/** PUT /api/goals/{id} ('Edit'). Progress and dates come from the tests, not from here. */
export const updateGoalSchema = z.object({
  activityName: text('Activity', GOAL_TEXT_LIMITS.activityName),
  testDescription: text('Test', GOAL_TEXT_LIMITS.testDescription),
  currentAbility: text('Current ability', GOAL_TEXT_LIMITS.currentAbility),
  targetAbility: text('Target', GOAL_TEXT_LIMITS.targetAbility),
});
export type UpdateGoal = z.input<typeof updateGoalSchema>;

/** One event of 'Customize My Decathlon': an existing goal (with its id) or a new one. */
export const customGoalSchema = z.object({
  id: z.uuid().optional(),
  activityName: text('Activity', GOAL_TEXT_LIMITS.activityName),
  testDescription: text('Test', GOAL_TEXT_LIMITS.testDescription),
  /** A new event starts 'Not tested yet' unless the user knows where they stand. */
  currentAbility: text('Current ability', GOAL_TEXT_LIMITS.currentAbility).optional(),
  targetAbility: text('Target', GOAL_TEXT_LIMITS.targetAbility),
});
export type CustomGoal = z.input<typeof customGoalSchema>;

/**
 * PUT /api/goals/centenarian: the whole decathlon in its new order. Goals named by id are kept
 * (rewritten and moved), new ones are added, and the user's goals left out are removed with their
 * tests.
 */
export const customizeGoalsSchema = z.object({
  goals: z
    .array(customGoalSchema)
    .length(DECATHLON_SIZE, DECATHLON_SIZE_MESSAGE)
    .refine(
      (goals) => {
        const ids = goals.flatMap((goal) => (goal.id ? [goal.id] : []));
        return new Set(ids).size === ids.length;
      },
      { message: 'Each event can appear only once' },
    ),
});
export type CustomizeGoals = z.input<typeof customizeGoalsSchema>;

const scoreSchema = z
  .number()
  .int('The score must be a whole number')
  .min(0, 'The score must be between 0 and 100')
  .max(100, 'The score must be between 0 and 100');

/**
 * POST /api/goals/quarterly-test (docs/product.md#quarterly-test): the result must not be blank
 * after trimming, the score is 0-100 or null, targetMet defaults to false. `clientId` is made by
 * the client, so a repeated submission records one test. The next test date is the server's: the
 * test date plus 90 days.
 */
export const quarterlyTestSchema = z.object({
  clientId: z.uuid().optional(),
  goalId: z.uuid(),
  testDate: isoDateSchema,
  plannedDate: isoDateSchema.nullable().optional(),
  testResult: textSchema('The result', {
    min: 1,
    max: GOAL_TEXT_LIMITS.testResult,
    minMessage: MISSING_TEST_RESULT,
    maxMessage: `Keep the result under ${GOAL_TEXT_LIMITS.testResult} characters`,
  }),
  targetMet: z.boolean().default(false),
  notes: textSchema('The notes', {
    max: GOAL_TEXT_LIMITS.notes,
    maxMessage: `Keep the notes under ${GOAL_TEXT_LIMITS.notes} characters`,
  })
    .nullable()
    .optional()
    .transform((notes) => (notes ? notes : null)),
  performanceScore: scoreSchema.nullable().default(null),
});
export type QuarterlyTestInput = z.input<typeof quarterlyTestSchema>;
export type QuarterlyTest = z.output<typeof quarterlyTestSchema>;

/** A recorded test, as the history lists it. */
export const quarterlyTestRecordSchema = z.object({
  id: z.string(),
  goalId: z.string(),
  clientId: z.string().nullable(),
  testDate: isoDateSchema,
  plannedDate: isoDateSchema.nullable(),
  testResult: z.string(),
  targetMet: z.boolean(),
  notes: z.string().nullable(),
  performanceScore: z.number().nullable(),
  nextTestDate: isoDateSchema,
  createdAt: z.string(),
});
export type QuarterlyTestRecord = z.infer<typeof quarterlyTestRecordSchema>;

/** GET /api/goals/{id}/tests: newest first. */
export const quarterlyTestListSchema = z.array(quarterlyTestRecordSchema);

/** The answer to a recorded test: the test and the goal as it now stands. */
export const recordedQuarterlyTestSchema = z.object({
  test: quarterlyTestRecordSchema,
  goal: goalSchema,
});
export type RecordedQuarterlyTest = z.infer<typeof recordedQuarterlyTestSchema>;
