import type { Workout } from '@grandfit/shared/schemas/training.ts';

/**
 * The id 'demo' uses built-in sample data and makes no fetch (docs/product.md#active-workout). A
 * short full-body session in the programme's Foundation style (goblet, dumbbell, carry), with the
 * original prototype's sample rest times (60 to 120 s) and one timed exercise so both input kinds
 * can be tried.
 */
export const DEMO_WORKOUT_ID = 'demo';

export const isDemoWorkoutId = (id: string) => id === DEMO_WORKOUT_ID;

export const DEMO_WORKOUT: Workout = {
  id: DEMO_WORKOUT_ID,
  name: 'Demo: Full-Body Foundations',
  phase: 1,
  phaseName: 'Foundation',
  week: 1,
  day: 1,
  date: '2025-08-03',
  type: 'strength',
  durationMinutes: 20,
  completed: false,
  isDeload: false,
  free: false,
  description: 'Try the workout screen: a squat, a row and a carry. Nothing is saved.',
  totalExercises: 3,
  exercises: [
    {
      id: 'goblet-squat',
      name: 'Goblet Squat',
      sets: 3,
      targetReps: 10,
      unit: 'reps',
      targetRir: 3,
      targetWeight: 35,
      weightUnit: 'lb',
      restSeconds: 90,
      notes: 'Hold the dumbbell at your chest; sit down between your heels.',
      formCues: [
        'Elbows inside the knees at the bottom',
        'Whole foot on the floor',
        'Chest tall, spine long',
      ],
      perSide: false,
    },
    {
      id: 'one-arm-dumbbell-row',
      name: 'One-Arm Dumbbell Row',
      sets: 3,
      targetReps: 10,
      unit: 'reps',
      targetRir: 3,
      targetWeight: 30,
      weightUnit: 'lb',
      restSeconds: 60,
      notes: 'One hand and knee on a bench; pull the dumbbell to your hip.',
      formCues: ['Flat back, neck long', 'Pull the elbow to the hip', 'No twisting of the torso'],
      perSide: true,
    },
    {
      id: 'farmers-carry',
      name: "Farmer's Carry",
      sets: 2,
      targetReps: 30,
      unit: 'seconds',
      targetRir: null,
      targetWeight: 40,
      weightUnit: 'lb',
      restSeconds: 120,
      notes: 'A heavy dumbbell in each hand; walk tall.',
      formCues: ['Shoulders down and back', 'Short, quick steps', 'Brace as if to be poked'],
      perSide: false,
    },
  ],
};
