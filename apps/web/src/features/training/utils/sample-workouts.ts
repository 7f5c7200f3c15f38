import type { Workout } from '@grandfit/shared/schemas/training.ts';

/**
 * If the list is empty, 3 sample workouts are shown instead: only for a user with no programme,
 * labelled "Sample", never counted (docs/product.md#workouts-list). Rest times are the original
 * prototype's sample 60-120 s and 3 sets where nothing else is said (docs/product.md#rest-timer).
 */
const SAMPLE_PREFIX = 'sample-';

export const isSampleWorkoutId = (id: string) => id.startsWith(SAMPLE_PREFIX);

const base = {
  phase: 1,
  phaseName: 'Foundation',
  week: 1,
  date: '2025-08-03',
  completed: false,
  isDeload: false,
  free: false,
} as const;

const exercise = (
  id: string,
  name: string,
  target: Partial<Workout['exercises'][number]> & { targetReps: number },
): Workout['exercises'][number] => ({
  id,
  name,
  sets: 3,
  unit: 'reps',
  targetRir: null,
  targetWeight: 0,
  weightUnit: 'lb',
  restSeconds: 90,
  notes: '',
  formCues: [],
  perSide: false,
  ...target,
});

export const SAMPLE_WORKOUTS: readonly Workout[] = [
  {
    ...base,
    id: `${SAMPLE_PREFIX}strength`,
    name: 'Full-Body Strength',
    day: 1,
    type: 'strength',
    durationMinutes: 45,
    description: 'A full-body session: a squat, a push, a hinge, a pull and a carry.',
    totalExercises: 5,
    exercises: [
      exercise('goblet-squat', 'Goblet Squat', {
        targetReps: 10,
        targetRir: 3,
        targetWeight: 35,
        weightUnit: 'lb',
        restSeconds: 120,
        notes: 'Sit between your heels; keep your chest tall.',
        formCues: ['Elbows inside the knees', 'Whole foot on the floor'],
      }),
      exercise('push-up', 'Push-Up', {
        targetReps: 8,
        targetRir: 3,
        notes: 'Raise your hands on a bench if the last reps slow down.',
      }),
      exercise('dumbbell-romanian-deadlift', 'Dumbbell Romanian Deadlift', {
        targetReps: 10,
        targetRir: 3,
        targetWeight: 40,
        weightUnit: 'lb',
        restSeconds: 120,
        notes: 'Push your hips back; the dumbbells stay close to your legs.',
      }),
      exercise('one-arm-dumbbell-row', 'One-Arm Dumbbell Row', {
        targetReps: 10,
        targetRir: 3,
        targetWeight: 30,
        weightUnit: 'lb',
        perSide: true,
      }),
      exercise('farmers-carry', "Farmer's Carry", {
        targetReps: 30,
        unit: 'seconds',
        targetWeight: 40,
        weightUnit: 'lb',
        restSeconds: 60,
        notes: 'Stand tall; put the weights down before your posture breaks.',
      }),
    ],
  },
  {
    ...base,
    id: `${SAMPLE_PREFIX}zone2`,
    name: 'Zone 2 Walk',
    day: 2,
    type: 'zone2',
    durationMinutes: 40,
    description: 'Easy aerobic work at 65-75% of (220 - age): you can still talk in sentences.',
    totalExercises: 1,
    exercises: [
      exercise('brisk-walk', 'Brisk Walk', {
        sets: 1,
        targetReps: 40,
        unit: 'minutes',
        restSeconds: 60,
        notes: 'Nasal breathing; slow down if you cannot talk.',
      }),
    ],
  },
  {
    ...base,
    id: `${SAMPLE_PREFIX}stability`,
    name: 'Core & Balance',
    day: 3,
    type: 'stability',
    durationMinutes: 15,
    description: 'Short stability work for the trunk and the feet.',
    totalExercises: 4,
    exercises: [
      exercise('dead-bug', 'Dead Bug', { targetReps: 8, restSeconds: 60, perSide: true }),
      exercise('side-plank', 'Side Plank', {
        targetReps: 20,
        unit: 'seconds',
        restSeconds: 60,
        perSide: true,
      }),
      exercise('bird-dog', 'Bird Dog', { targetReps: 6, restSeconds: 60, perSide: true }),
      exercise('single-leg-balance', 'Single-Leg Balance', {
        targetReps: 30,
        unit: 'seconds',
        restSeconds: 60,
        perSide: true,
      }),
    ],
  },
];

export const sampleWorkoutById = (id: string) => SAMPLE_WORKOUTS.find((w) => w.id === id);
