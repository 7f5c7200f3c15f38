import type { WeightUnit } from '../units/weight.ts';

/** One event of a Centenarian Decathlon, as the user sees and tests it. */
export interface DecathlonEvent {
  activityName: string;
  /** How to test it, so each quarterly test measures the same thing. */
  testDescription: string;
  targetAbility: string;
}

/** docs/product.md#default-decathlon: the decathlon has 10 goals. */
export const DECATHLON_SIZE = 10;

/** What a goal's current ability reads before its first test. */
export const NOT_TESTED_YET = 'Not tested yet';

/**
 * The ten events every new user starts with: the everyday tasks Peter Attia names for the
 * Centenarian Decathlon (Outlive, 2023, ch. 11), each with a test a man in his 40s can run at home
 * or in a gym. The targets are set well above what the task needs at 100, because strength and
 * aerobic capacity fall with age: training for the 100-year-old means overshooting now.
 * Sources for the benchmarks: the dead hang (2 min for a man of 40) and farmer's carry are
 * Outlive's; the sitting-rising test is Brito et al., Eur J Prev Cardiol 2014 (scored 0-10); four
 * flights in under a minute is the stair test of Peteiro et al., ESC Congress 2020; grip strength
 * as a marker of health is Leong et al., Lancet 2015 (PURE).
 */
export const DEFAULT_DECATHLON: readonly DecathlonEvent[] = [
  {
    activityName: 'Hike 1.5 miles on a hilly trail',
    testDescription:
      'Hike 1.5 miles on a trail with about 500 ft of climb at a steady pace; time it and note how you feel at the top.',
    targetAbility: 'Under 35 min with a 15 lb pack',
  },
  {
    activityName: 'Get up off the floor using at most one hand',
    testDescription:
      'Sitting-rising test: from standing, sit cross-legged on the floor and stand back up. Start from 10 and take 1 point off for each hand, knee or forearm used.',
    targetAbility: '10/10: down and up with no hands',
  },
  {
    activityName: 'Lift a 30 lb child from the floor',
    testDescription:
      'Pick a 30 lb sandbag or kettlebell up from the floor to chest height with a flat back and put it down again; count clean reps in a row.',
    targetAbility: '15 clean reps in a row',
  },
  {
    activityName: 'Carry two grocery bags up four flights of stairs',
    testDescription:
      'Carry a 20 lb bag (or dumbbell) in each hand up four flights of stairs without stopping; time it.',
    targetAbility: 'Four flights, no stops, under 90 s',
  },
  {
    activityName: 'Lift a suitcase overhead',
    testDescription:
      'Lift a 30 lb suitcase or dumbbell from the floor and place it overhead, as into an airplane bin, without arching your back; count clean reps.',
    targetAbility: '10 clean reps with 30 lb',
  },
  {
    activityName: 'Balance on one leg for 30 seconds',
    testDescription:
      'Stand on one leg, arms crossed, eyes closed; time the better of two tries on each leg, stopping when a foot touches down or the eyes open.',
    targetAbility: '30 s on each leg, eyes closed',
  },
  {
    activityName: 'Climb four flights of stairs',
    testDescription:
      'Climb four flights (about 60 steps) at a brisk pace without holding the rail; time it and check you can talk at the top.',
    targetAbility: 'Under 60 s, able to talk at the top',
  },
  {
    activityName: 'Open a jar',
    testDescription:
      'Squeeze a hand dynamometer, best of three with each hand. Without one, hold a 50 lb dumbbell in each hand and time the hold.',
    targetAbility: '50 kg grip each hand (or a 90 s hold)',
  },
  {
    activityName: 'Skip rope',
    testDescription:
      'Skip rope at an easy rhythm; count the skips you make in a row without a miss.',
    targetAbility: '100 skips in a row',
  },
  {
    activityName: 'Dead hang',
    testDescription:
      'Hang from a pull-up bar with straight arms and an overhand grip, feet off the floor; time it.',
    targetAbility: '2 min',
  },
];

/**
 * The same ten events as a metric product writes them, for a user who chose kg
 * (docs/decisions/090-decathlon-goals-in-the-users-unit.md). Only the figures change, each to a
 * round metric number within 4% of the exact conversion: 30 lb -> 14 kg (13.6), 20 lb -> 9 kg
 * (9.07), 15 lb -> 7 kg (6.8), 50 lb -> 22.5 kg (22.68, a dumbbell's size), 1.5 miles -> 2.5 km
 * (2.41), 500 ft -> 150 m (152). The times, reps and counts stay. An event without a unit reads
 * as above; the grip target was already in kg. Stored goals are known as defaults by these exact
 * words (goal-units.ts): rewording an event here leaves goals seeded before reading as written.
 */
export const DEFAULT_DECATHLON_METRIC: readonly DecathlonEvent[] = [
  {
    activityName: 'Hike 2.5 km on a hilly trail',
    testDescription:
      'Hike 2.5 km on a trail with about 150 m of climb at a steady pace; time it and note how you feel at the top.',
    targetAbility: 'Under 35 min with a 7 kg pack',
  },
  DEFAULT_DECATHLON[1]!,
  {
    activityName: 'Lift a 14 kg child from the floor',
    testDescription:
      'Pick a 14 kg sandbag or kettlebell up from the floor to chest height with a flat back and put it down again; count clean reps in a row.',
    targetAbility: '15 clean reps in a row',
  },
  {
    activityName: 'Carry two grocery bags up four flights of stairs',
    testDescription:
      'Carry a 9 kg bag (or dumbbell) in each hand up four flights of stairs without stopping; time it.',
    targetAbility: 'Four flights, no stops, under 90 s',
  },
  {
    activityName: 'Lift a suitcase overhead',
    testDescription:
      'Lift a 14 kg suitcase or dumbbell from the floor and place it overhead, as into an airplane bin, without arching your back; count clean reps.',
    targetAbility: '10 clean reps with 14 kg',
  },
  DEFAULT_DECATHLON[5]!,
  DEFAULT_DECATHLON[6]!,
  {
    activityName: 'Open a jar',
    testDescription:
      'Squeeze a hand dynamometer, best of three with each hand. Without one, hold a 22.5 kg dumbbell in each hand and time the hold.',
    targetAbility: '50 kg grip each hand (or a 90 s hold)',
  },
  DEFAULT_DECATHLON[8]!,
  DEFAULT_DECATHLON[9]!,
];

/** The default decathlon as a user of `unit` reads it: the spec's words in lb, metric in kg. */
export function defaultDecathlonIn(unit: WeightUnit): readonly DecathlonEvent[] {
  return unit === 'kg' ? DEFAULT_DECATHLON_METRIC : DEFAULT_DECATHLON;
}
