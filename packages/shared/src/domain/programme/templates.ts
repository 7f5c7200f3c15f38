/**
 * The four phase templates the 52 weeks are generated from (docs/programme.md). A range
 * `[start, end]` runs from the first week of the phase to its last build week (the week before the
 * deload) in small rounded steps; programme.ts does the arithmetic.
 */
import type { PhaseNumber } from './types.ts';

/** `[first build week, last build week]`; equal ends hold the value for the whole phase. */
export type Range = readonly [start: number, end: number];

/**
 * How a slot is prescribed. main: barbell main lifts; accessory: supporting lifts; power: fast,
 * far from failure; carry: loaded walks and hangs, in seconds; skill: get-ups and other practice;
 * drill: stability, balance and mobility work, done as a circuit.
 */
export type Role = 'main' | 'accessory' | 'power' | 'carry' | 'skill' | 'drill';

export interface Prescription {
  sets: Range;
  /** Reps, seconds or minutes in the exercise's unit; a slot may override it. */
  target: Range;
  /** Reps in reserve; only used for exercises counted in reps. */
  rir: Range;
}

export interface SlotTemplate {
  exerciseId: string;
  role: Role;
  sets?: Range;
  target?: Range;
  rir?: Range;
  /** Added after the role's note. */
  notes?: string;
}

export interface SessionTemplate {
  name: string;
  description: string;
  slots: readonly SlotTemplate[];
}

export interface IntervalProtocol {
  exerciseId: string;
  intervals: Range;
  workMinutes: number;
  easyMinutes: number;
  effort: string;
}

export interface Zone2Template {
  /** Days 2 and 4, and day 6 before the VO2 max intervals start. */
  minutes: Range;
  /** Day 7, the long session. */
  longMinutes: Range;
  /** Day 6 from week 13, after the intervals. */
  afterIntervalsMinutes: Range;
  /** The modality of days 2, 4, 6 and 7. */
  modalities: readonly [string, string, string, string];
}

export type StabilityKind = 'core' | 'balance' | 'mobility';

export interface PhaseTemplate {
  phase: PhaseNumber;
  roles: Record<Role, Prescription>;
  /** Strength A, B and C (days 1, 3 and 5). */
  strength: readonly [SessionTemplate, SessionTemplate, SessionTemplate];
  stability: Record<StabilityKind, SessionTemplate>;
  zone2: Zone2Template;
  /** VO2 max protocols, one per week in rotation; none in Foundation. */
  intervals: readonly IntervalProtocol[];
}

const HOLD = 'Hold each rep 8-10 s.';

const FOUNDATION: PhaseTemplate = {
  phase: 1,
  roles: {
    main: { sets: [2, 3], target: [10, 12], rir: [4, 3] },
    accessory: { sets: [2, 3], target: [10, 12], rir: [4, 3] },
    power: { sets: [2, 3], target: [5, 5], rir: [4, 4] },
    carry: { sets: [2, 3], target: [30, 45], rir: [4, 4] },
    skill: { sets: [2, 3], target: [3, 5], rir: [3, 3] },
    drill: { sets: [2, 3], target: [6, 8], rir: [3, 3] },
  },
  strength: [
    {
      name: 'Foundation A: Squat & Push',
      description:
        'Learn the squat, the push-up and the row with light weights and a slow, steady tempo.',
      slots: [
        { exerciseId: 'goblet-squat', role: 'accessory' },
        { exerciseId: 'incline-push-up', role: 'accessory', target: [8, 12] },
        { exerciseId: 'one-arm-dumbbell-row', role: 'accessory' },
        { exerciseId: 'glute-bridge', role: 'accessory', target: [12, 15] },
        { exerciseId: 'farmers-carry', role: 'carry' },
      ],
    },
    {
      name: 'Foundation B: Hinge & Pull',
      description:
        'Learn the hip hinge with a kettlebell, press overhead one arm at a time, and pull down.',
      slots: [
        { exerciseId: 'kettlebell-deadlift', role: 'accessory' },
        { exerciseId: 'half-kneeling-dumbbell-press', role: 'accessory', target: [8, 10] },
        { exerciseId: 'lat-pulldown', role: 'accessory' },
        { exerciseId: 'reverse-lunge', role: 'accessory', target: [6, 10] },
        { exerciseId: 'suitcase-carry', role: 'carry', target: [20, 40] },
      ],
    },
    {
      name: 'Foundation C: Single Leg & Full Body',
      description: 'Step-ups, dumbbell hinges and presses: every pattern once, one leg at a time.',
      slots: [
        { exerciseId: 'dumbbell-step-up', role: 'accessory', target: [8, 10] },
        { exerciseId: 'dumbbell-romanian-deadlift', role: 'accessory' },
        { exerciseId: 'dumbbell-bench-press', role: 'accessory' },
        { exerciseId: 'seated-cable-row', role: 'accessory' },
        { exerciseId: 'front-rack-carry', role: 'carry', target: [20, 40] },
      ],
    },
  ],
  stability: {
    core: {
      name: 'Stability: Core (McGill Big 3)',
      description: "Stuart McGill's curl-up, side plank and bird dog, plus the dead bug.",
      slots: [
        { exerciseId: 'mcgill-curl-up', role: 'drill', target: [5, 6], notes: HOLD },
        { exerciseId: 'side-plank', role: 'drill', target: [15, 30] },
        { exerciseId: 'bird-dog', role: 'drill', target: [5, 6], notes: HOLD },
        { exerciseId: 'dead-bug', role: 'drill', target: [6, 8] },
      ],
    },
    balance: {
      name: 'Stability: Balance & Feet',
      description:
        'Standing on one leg, walking a line and strong ankles: the base of not falling.',
      slots: [
        { exerciseId: 'single-leg-balance', role: 'drill', target: [20, 40] },
        { exerciseId: 'tandem-walk', role: 'drill', target: [30, 45] },
        { exerciseId: 'calf-raise', role: 'drill', target: [10, 15] },
        { exerciseId: 'ankle-rock', role: 'drill', target: [8, 10] },
      ],
    },
    mobility: {
      name: 'Stability: Mobility & Floor',
      description:
        'Hips, upper back and shoulders through their full range, and getting up off the floor.',
      slots: [
        { exerciseId: 'ninety-ninety-hip-switch', role: 'drill', target: [6, 10] },
        { exerciseId: 'thoracic-open-book', role: 'drill', target: [5, 8] },
        { exerciseId: 'wall-slide', role: 'drill', target: [8, 10] },
        {
          exerciseId: 'floor-get-up',
          role: 'drill',
          target: [3, 5],
          notes: 'Use your hands as much as you need.',
        },
      ],
    },
  },
  zone2: {
    minutes: [30, 45],
    longMinutes: [45, 60],
    afterIntervalsMinutes: [20, 30],
    modalities: ['stationary-bike', 'brisk-walk', 'incline-treadmill-walk', 'brisk-walk'],
  },
  intervals: [],
};

const STRENGTH: PhaseTemplate = {
  phase: 2,
  roles: {
    main: { sets: [3, 4], target: [8, 5], rir: [3, 2] },
    accessory: { sets: [3, 3], target: [10, 8], rir: [3, 2] },
    power: { sets: [3, 3], target: [5, 5], rir: [4, 4] },
    carry: { sets: [3, 3], target: [30, 45], rir: [4, 4] },
    skill: { sets: [2, 3], target: [2, 3], rir: [3, 3] },
    drill: { sets: [2, 3], target: [6, 8], rir: [3, 3] },
  },
  strength: [
    {
      name: 'Strength A: Squat & Bench',
      description: 'The barbell squat and bench press, heavier each week, with a row and a carry.',
      slots: [
        { exerciseId: 'back-squat', role: 'main' },
        { exerciseId: 'bench-press', role: 'main' },
        { exerciseId: 'chest-supported-dumbbell-row', role: 'accessory' },
        { exerciseId: 'dumbbell-reverse-lunge', role: 'accessory' },
        { exerciseId: 'farmers-carry', role: 'carry' },
      ],
    },
    {
      name: 'Strength B: Deadlift & Press',
      description: 'The deadlift and the overhead press, with pulling and shoulder work.',
      slots: [
        { exerciseId: 'deadlift', role: 'main' },
        { exerciseId: 'overhead-press', role: 'main' },
        { exerciseId: 'lat-pulldown', role: 'accessory' },
        { exerciseId: 'cable-face-pull', role: 'accessory', target: [12, 15] },
        { exerciseId: 'suitcase-carry', role: 'carry' },
      ],
    },
    {
      name: 'Strength C: Row & Single Leg',
      description: 'The barbell row, a Romanian deadlift and split squats for each leg.',
      slots: [
        { exerciseId: 'barbell-row', role: 'main' },
        { exerciseId: 'romanian-deadlift', role: 'accessory' },
        { exerciseId: 'bulgarian-split-squat', role: 'accessory' },
        { exerciseId: 'incline-dumbbell-press', role: 'accessory' },
        { exerciseId: 'front-rack-carry', role: 'carry' },
      ],
    },
  ],
  stability: {
    core: {
      name: 'Stability: Core (McGill Big 3)',
      description: 'The Big 3 with longer holds, and the Pallof press against rotation.',
      slots: [
        { exerciseId: 'mcgill-curl-up', role: 'drill', target: [6, 8], notes: HOLD },
        { exerciseId: 'side-plank', role: 'drill', target: [30, 40] },
        { exerciseId: 'bird-dog', role: 'drill', target: [6, 8], notes: HOLD },
        { exerciseId: 'pallof-press', role: 'drill', target: [8, 12] },
      ],
    },
    balance: {
      name: 'Stability: Balance & Feet',
      description: 'Longer single-leg holds, hip control and single-leg calf raises.',
      slots: [
        {
          exerciseId: 'single-leg-balance',
          role: 'drill',
          target: [30, 45],
          notes: 'Eyes closed for the last 10 s.',
        },
        { exerciseId: 'hip-airplane', role: 'drill', target: [3, 5] },
        { exerciseId: 'single-leg-balance-reach', role: 'drill', target: [6, 9] },
        { exerciseId: 'calf-raise', role: 'drill', target: [10, 15], notes: 'On one leg.' },
      ],
    },
    mobility: {
      name: 'Stability: Mobility & Floor',
      description: 'Hip flexors, shoulders and hips, and getting up off the floor with one hand.',
      slots: [
        { exerciseId: 'couch-stretch', role: 'drill', target: [30, 45] },
        { exerciseId: 'kettlebell-halo', role: 'drill', target: [6, 10] },
        { exerciseId: 'ninety-ninety-hip-switch', role: 'drill', target: [8, 10] },
        { exerciseId: 'floor-get-up', role: 'drill', target: [4, 6], notes: 'One hand at most.' },
      ],
    },
  },
  zone2: {
    minutes: [40, 50],
    longMinutes: [60, 70],
    afterIntervalsMinutes: [20, 30],
    modalities: ['stationary-bike', 'incline-treadmill-walk', 'stationary-bike', 'outdoor-cycling'],
  },
  intervals: [
    {
      exerciseId: 'stationary-bike',
      intervals: [6, 10],
      workMinutes: 1,
      easyMinutes: 1,
      effort: 'hard (about 9/10, too hard to talk)',
    },
  ],
};

const INTEGRATION: PhaseTemplate = {
  phase: 3,
  roles: {
    main: { sets: [3, 4], target: [6, 4], rir: [3, 2] },
    accessory: { sets: [3, 3], target: [10, 8], rir: [3, 2] },
    power: { sets: [3, 4], target: [5, 5], rir: [4, 4] },
    carry: { sets: [3, 4], target: [40, 60], rir: [4, 4] },
    skill: { sets: [2, 3], target: [2, 3], rir: [3, 3] },
    drill: { sets: [2, 3], target: [6, 8], rir: [3, 3] },
  },
  strength: [
    {
      name: 'Integration A: Squat, Bench & Swing',
      description: 'Heavy squats and bench, then kettlebell swings for power and a heavy carry.',
      slots: [
        { exerciseId: 'back-squat', role: 'main' },
        { exerciseId: 'bench-press', role: 'main' },
        { exerciseId: 'kettlebell-swing', role: 'power', target: [10, 15] },
        { exerciseId: 'one-arm-dumbbell-row', role: 'accessory' },
        { exerciseId: 'farmers-carry', role: 'carry' },
      ],
    },
    {
      name: 'Integration B: Hinge, Pull & Jump',
      description: 'Trap bar deadlifts, pull-ups and low box jumps, with a one-sided carry.',
      slots: [
        { exerciseId: 'trap-bar-deadlift', role: 'main' },
        { exerciseId: 'overhead-press', role: 'main' },
        { exerciseId: 'pull-up', role: 'accessory', target: [5, 8] },
        { exerciseId: 'box-jump', role: 'power', target: [3, 5] },
        { exerciseId: 'suitcase-carry', role: 'carry' },
      ],
    },
    {
      name: 'Integration C: Power & Single Leg',
      description:
        'Push presses for power, front squats, rows, split squats and an overhead carry.',
      slots: [
        { exerciseId: 'push-press', role: 'power', target: [5, 3] },
        { exerciseId: 'front-squat', role: 'main' },
        { exerciseId: 'barbell-row', role: 'main' },
        { exerciseId: 'bulgarian-split-squat', role: 'accessory' },
        { exerciseId: 'overhead-carry', role: 'carry', target: [20, 40] },
      ],
    },
  ],
  stability: {
    core: {
      name: 'Stability: Core Under Load',
      description:
        'Anti-rotation and adductor strength: stir the pot, Copenhagen planks and chops.',
      slots: [
        { exerciseId: 'stir-the-pot', role: 'drill', target: [6, 10] },
        { exerciseId: 'copenhagen-plank', role: 'drill', target: [10, 20] },
        { exerciseId: 'half-kneeling-chop', role: 'drill', target: [8, 10] },
        { exerciseId: 'bird-dog', role: 'drill', target: [6, 8], notes: HOLD },
      ],
    },
    balance: {
      name: 'Stability: Balance & Control',
      description: 'Reaching, rotating and stepping down on one leg, and walking a line backwards.',
      slots: [
        { exerciseId: 'single-leg-balance-reach', role: 'drill', target: [6, 9] },
        { exerciseId: 'hip-airplane', role: 'drill', target: [4, 6] },
        { exerciseId: 'lateral-step-down', role: 'drill', target: [6, 10] },
        { exerciseId: 'tandem-walk', role: 'drill', target: [30, 45], notes: 'Walk backwards.' },
      ],
    },
    mobility: {
      name: 'Stability: Get-Ups & Crawling',
      description:
        'The Turkish get-up, crawling and the upper back: moving well on and off the floor.',
      slots: [
        {
          exerciseId: 'turkish-get-up',
          role: 'drill',
          target: [1, 2],
          notes: 'Light: a shoe on the fist or the lightest kettlebell.',
        },
        { exerciseId: 'bear-crawl', role: 'drill', target: [20, 40] },
        { exerciseId: 'thoracic-open-book', role: 'drill', target: [6, 8] },
        { exerciseId: 'couch-stretch', role: 'drill', target: [30, 45] },
      ],
    },
  },
  zone2: {
    minutes: [45, 60],
    longMinutes: [60, 75],
    afterIntervalsMinutes: [20, 30],
    modalities: ['rowing-ergometer', 'incline-treadmill-walk', 'stationary-bike', 'hiking'],
  },
  intervals: [
    {
      exerciseId: 'stationary-bike',
      intervals: [3, 4],
      workMinutes: 4,
      easyMinutes: 3,
      effort: 'at 85-95% of max heart rate (220 - age)',
    },
  ],
};

const MASTERY: PhaseTemplate = {
  phase: 4,
  roles: {
    main: { sets: [3, 4], target: [5, 3], rir: [2, 1] },
    accessory: { sets: [3, 3], target: [8, 6], rir: [2, 1] },
    power: { sets: [3, 4], target: [5, 5], rir: [4, 4] },
    carry: { sets: [3, 4], target: [45, 60], rir: [4, 4] },
    skill: { sets: [3, 3], target: [3, 5], rir: [3, 3] },
    drill: { sets: [2, 3], target: [6, 8], rir: [3, 3] },
  },
  strength: [
    {
      name: 'Mastery A: Squat & Get Up',
      description:
        'Heavy squats and bench, then decathlon work: getting up off the floor and carrying up stairs.',
      slots: [
        { exerciseId: 'back-squat', role: 'main' },
        { exerciseId: 'bench-press', role: 'main' },
        { exerciseId: 'chest-supported-dumbbell-row', role: 'accessory' },
        {
          exerciseId: 'floor-get-up',
          role: 'skill',
          notes: 'No hands if you can; hold a light weight at the chest once that is easy.',
        },
        { exerciseId: 'stair-carry', role: 'carry' },
      ],
    },
    {
      name: 'Mastery B: Deadlift & Hang',
      description:
        'Heavy deadlifts and presses, then decathlon work: lifting a case overhead and hanging on.',
      slots: [
        { exerciseId: 'deadlift', role: 'main' },
        { exerciseId: 'overhead-press', role: 'main' },
        { exerciseId: 'pull-up', role: 'accessory', target: [5, 8] },
        { exerciseId: 'overhead-suitcase-lift', role: 'accessory' },
        { exerciseId: 'dead-hang', role: 'carry', target: [30, 60] },
      ],
    },
    {
      name: 'Mastery C: Power & Balance',
      description:
        'Swings for power, heavy rows, single-leg hinges, the Turkish get-up and a bear hug carry.',
      slots: [
        { exerciseId: 'kettlebell-swing', role: 'power', target: [10, 15] },
        { exerciseId: 'barbell-row', role: 'main' },
        { exerciseId: 'single-leg-romanian-deadlift', role: 'accessory' },
        { exerciseId: 'turkish-get-up', role: 'skill', target: [1, 3] },
        { exerciseId: 'bear-hug-carry', role: 'carry', target: [30, 45] },
      ],
    },
  ],
  stability: {
    core: {
      name: 'Stability: Core (McGill Big 3)',
      description: 'Back to the Big 3 with the longest holds of the year, and the Pallof press.',
      slots: [
        { exerciseId: 'mcgill-curl-up', role: 'drill', target: [6, 8], notes: HOLD },
        { exerciseId: 'side-plank', role: 'drill', target: [30, 45] },
        { exerciseId: 'bird-dog', role: 'drill', target: [6, 8], notes: HOLD },
        { exerciseId: 'pallof-press', role: 'drill', target: [10, 12] },
      ],
    },
    balance: {
      name: 'Stability: Balance & Control',
      description: 'A minute on one leg, eyes closed at the end, and control stepping down.',
      slots: [
        {
          exerciseId: 'single-leg-balance',
          role: 'drill',
          target: [45, 60],
          notes: 'Eyes closed for the last 15 s.',
        },
        { exerciseId: 'hip-airplane', role: 'drill', target: [5, 6] },
        { exerciseId: 'lateral-step-down', role: 'drill', target: [8, 10] },
        { exerciseId: 'tandem-walk', role: 'drill', target: [30, 45], notes: 'Walk backwards.' },
      ],
    },
    mobility: {
      name: 'Stability: Floor & Mobility',
      description: 'Decathlon basics: up off the floor without hands, an open upper back and hips.',
      slots: [
        { exerciseId: 'floor-get-up', role: 'drill', target: [5, 8], notes: 'No hands.' },
        { exerciseId: 'thoracic-open-book', role: 'drill', target: [6, 8] },
        { exerciseId: 'ninety-ninety-hip-switch', role: 'drill', target: [8, 10] },
        { exerciseId: 'couch-stretch', role: 'drill', target: [30, 45] },
      ],
    },
  },
  zone2: {
    minutes: [50, 60],
    longMinutes: [60, 75],
    afterIntervalsMinutes: [30, 30],
    modalities: ['stationary-bike', 'rucking', 'stationary-bike', 'hiking'],
  },
  intervals: [
    {
      exerciseId: 'stationary-bike',
      intervals: [4, 4],
      workMinutes: 4,
      easyMinutes: 3,
      effort: 'at 90-95% of max heart rate (220 - age)',
    },
    {
      exerciseId: 'rowing-ergometer',
      intervals: [5, 6],
      workMinutes: 3,
      easyMinutes: 2,
      effort: 'at 90-95% of max heart rate (220 - age)',
    },
  ],
};

/** Phase templates by phase number - 1. */
export const PHASE_TEMPLATES: readonly [
  PhaseTemplate,
  PhaseTemplate,
  PhaseTemplate,
  PhaseTemplate,
] = [FOUNDATION, STRENGTH, INTEGRATION, MASTERY];
