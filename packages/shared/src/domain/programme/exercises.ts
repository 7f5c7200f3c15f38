/**
 * The exercise library (docs/decisions/011-training-workouts-sessions-sets.md). Ids are stored in
 * users' logged sets: never rename one. Starting weights are deliberately light first-time loads
 * for a beginner in his 40s, in lb, per dumbbell, per kettlebell or per hand for carries with two
 * implements.
 */
import type {
  Exercise,
  ExerciseCategory,
  ExerciseUnit,
  MainLift,
  MovementPattern,
} from './types.ts';

interface Definition {
  id: string;
  name: string;
  pattern: MovementPattern;
  unit?: ExerciseUnit;
  startingWeightLb?: number;
  restSeconds?: number;
  defaultSets?: number;
  mainLift?: MainLift;
  perSide?: boolean;
  held?: Exercise['held'];
  formCues: string[];
}

function group(category: ExerciseCategory, definitions: Definition[]): Exercise[] {
  return definitions.map(({ unit, startingWeightLb = 0, restSeconds, defaultSets, ...rest }) => ({
    ...rest,
    category,
    unit: unit ?? (category === 'cardio' ? 'minutes' : 'reps'),
    loaded: startingWeightLb > 0,
    startingWeightLb,
    defaultSets: defaultSets ?? 3,
    restSeconds: restSeconds ?? (category === 'stability' || category === 'cardio' ? 60 : 90),
  }));
}

const BARBELL = group('barbell', [
  {
    id: 'back-squat',
    name: 'Back Squat',
    pattern: 'squat',
    startingWeightLb: 45,
    restSeconds: 120,
    mainLift: 'squat',
    formCues: [
      'Bar on the upper back, hands just outside the shoulders',
      'Big breath into the belly and brace before each rep',
      'Sit down between the heels, knees tracking over the toes',
      'Reach parallel, then drive the floor away',
      'Keep the bar over mid-foot all the way',
    ],
  },
  {
    id: 'front-squat',
    name: 'Front Squat',
    pattern: 'squat',
    startingWeightLb: 45,
    restSeconds: 120,
    formCues: [
      'Bar resting on the front of the shoulders, elbows high',
      'Brace before you descend',
      'Sit straight down with the torso upright',
      'Drive up leading with the elbows',
    ],
  },
  {
    id: 'deadlift',
    name: 'Deadlift',
    pattern: 'hinge',
    startingWeightLb: 95,
    restSeconds: 120,
    mainLift: 'deadlift',
    formCues: [
      'Bar over mid-foot, shins an inch away',
      'Hinge down and grip just outside the legs',
      'Chest up and lats tight to take the slack out of the bar',
      'Push the floor away, bar dragging up the legs',
      'Stand tall at the top; do not lean back',
    ],
  },
  {
    id: 'trap-bar-deadlift',
    name: 'Trap Bar Deadlift',
    pattern: 'hinge',
    startingWeightLb: 95,
    restSeconds: 120,
    formCues: [
      'Stand in the centre of the frame',
      'Hips back and down, grip the middle of the handles',
      'Brace, then push the floor away',
      'Finish tall with the glutes squeezed',
    ],
  },
  {
    id: 'romanian-deadlift',
    name: 'Romanian Deadlift',
    pattern: 'hinge',
    startingWeightLb: 65,
    formCues: [
      'Start standing, knees soft',
      'Push the hips back and slide the bar down the thighs',
      'Stop when the hamstrings are tight, back still flat',
      'Drive the hips forward to stand',
    ],
  },
  {
    id: 'bench-press',
    name: 'Bench Press',
    pattern: 'push',
    startingWeightLb: 45,
    restSeconds: 120,
    mainLift: 'bench',
    formCues: [
      'Eyes under the bar, feet flat on the floor',
      'Squeeze the shoulder blades together and down',
      'Lower to the lower chest, elbows about 45 degrees from the body',
      'Press up and slightly back over the shoulders',
      'Use a spotter or set the safety arms',
    ],
  },
  {
    id: 'incline-bench-press',
    name: 'Incline Bench Press',
    pattern: 'push',
    startingWeightLb: 45,
    formCues: [
      'Bench at 30-45 degrees',
      'Shoulder blades back and down',
      'Lower the bar to the upper chest',
      'Press up until the bar is over the shoulders',
    ],
  },
  {
    id: 'overhead-press',
    name: 'Overhead Press',
    pattern: 'push',
    startingWeightLb: 45,
    restSeconds: 120,
    mainLift: 'press',
    formCues: [
      'Bar on the front of the shoulders, grip just outside them',
      'Squeeze the glutes and brace so the lower back does not arch',
      'Tilt the head back and press straight up',
      'Finish with the bar over mid-foot and the head through',
    ],
  },
  {
    id: 'push-press',
    name: 'Push Press',
    pattern: 'push',
    startingWeightLb: 45,
    restSeconds: 120,
    formCues: [
      'Bar on the front of the shoulders, brace hard',
      'Dip a few inches by bending the knees, torso upright',
      'Drive up with the legs and press in one motion',
      'Lock out overhead, then lower to the shoulders under control',
    ],
  },
  {
    id: 'barbell-row',
    name: 'Barbell Row',
    pattern: 'pull',
    startingWeightLb: 55,
    mainLift: 'row',
    formCues: [
      'Hinge to about 45 degrees, back flat',
      'Pull the bar to the lower ribs',
      'Lead with the elbows and squeeze the shoulder blades',
      'Lower under control without jerking the hips',
    ],
  },
  {
    id: 'barbell-hip-thrust',
    name: 'Barbell Hip Thrust',
    pattern: 'hinge',
    startingWeightLb: 65,
    formCues: [
      'Upper back on a bench, bar padded over the hips',
      'Feet flat, shins vertical at the top',
      'Chin tucked, ribs down',
      'Drive through the heels to full hip extension',
    ],
  },
]);

const DUMBBELL = group('dumbbell', [
  {
    id: 'dumbbell-bench-press',
    name: 'Dumbbell Bench Press',
    pattern: 'push',
    startingWeightLb: 20,
    formCues: [
      'Kick the dumbbells up from the knees as you lie back',
      'Shoulder blades pinched, feet flat',
      'Lower until the elbows are just below the bench',
      'Press up and slightly together',
    ],
  },
  {
    id: 'incline-dumbbell-press',
    name: 'Incline Dumbbell Press',
    pattern: 'push',
    startingWeightLb: 20,
    formCues: [
      'Bench at 30-45 degrees',
      'Elbows about 45 degrees from the body',
      'Lower to the upper chest with control',
      'Press up over the shoulders',
    ],
  },
  {
    id: 'dumbbell-overhead-press',
    name: 'Dumbbell Overhead Press',
    pattern: 'push',
    startingWeightLb: 15,
    formCues: [
      'Dumbbells at the shoulders, palms facing in or forward',
      'Glutes squeezed, ribs down',
      'Press straight up until the arms are by the ears',
      'Lower slowly to the shoulders',
    ],
  },
  {
    id: 'half-kneeling-dumbbell-press',
    name: 'Half-Kneeling Dumbbell Press',
    pattern: 'push',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Kneel with the dumbbell on the same side as the down knee',
      'Squeeze the glute of the down leg',
      'Press up without leaning away',
      'Lower to the shoulder in 2 seconds',
    ],
  },
  {
    id: 'one-arm-dumbbell-row',
    name: 'One-Arm Dumbbell Row',
    pattern: 'pull',
    startingWeightLb: 25,
    perSide: true,
    formCues: [
      'Hand and knee on a bench, back flat',
      'Pull the dumbbell towards the hip, not the chest',
      'Keep the shoulders square to the floor',
      'Lower until the arm is straight',
    ],
  },
  {
    id: 'chest-supported-dumbbell-row',
    name: 'Chest-Supported Dumbbell Row',
    pattern: 'pull',
    startingWeightLb: 20,
    formCues: [
      'Lie chest down on an incline bench',
      'Let the dumbbells hang straight down',
      'Row the elbows back and squeeze the shoulder blades',
      'Pause 1 second, lower slowly',
    ],
  },
  {
    id: 'dumbbell-romanian-deadlift',
    name: 'Dumbbell Romanian Deadlift',
    pattern: 'hinge',
    startingWeightLb: 25,
    formCues: [
      'Dumbbells in front of the thighs, knees soft',
      'Push the hips back, dumbbells close to the legs',
      'Stop at a hamstring stretch with a flat back',
      'Squeeze the glutes to stand',
    ],
  },
  {
    id: 'dumbbell-split-squat',
    name: 'Dumbbell Split Squat',
    pattern: 'lunge',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Long stance, back heel up',
      'Drop the back knee straight down towards the floor',
      'Front foot flat, weight through the mid-foot',
      'Stand up without pushing off the back foot',
    ],
  },
  {
    id: 'dumbbell-reverse-lunge',
    name: 'Dumbbell Reverse Lunge',
    pattern: 'lunge',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Step back far enough for both knees to reach 90 degrees',
      'Torso tall, dumbbells by the sides',
      'Touch the back knee lightly to the floor',
      'Drive through the front heel to return',
    ],
  },
  {
    id: 'dumbbell-step-up',
    name: 'Dumbbell Step-Up',
    pattern: 'lunge',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Box at knee height or lower',
      'Whole foot on the box',
      'Stand up through the front leg, not a push from the back',
      'Step down slowly with control',
    ],
  },
  {
    id: 'bulgarian-split-squat',
    name: 'Bulgarian Split Squat',
    pattern: 'lunge',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Back foot laces-down on a bench',
      'Front foot far enough forward that the heel stays down',
      'Lower straight down, slight forward lean',
      'Drive up through the front foot',
    ],
  },
  {
    id: 'single-leg-romanian-deadlift',
    name: 'Single-Leg Romanian Deadlift',
    pattern: 'hinge',
    startingWeightLb: 15,
    perSide: true,
    formCues: [
      'Dumbbell in the hand opposite the standing leg',
      'Hinge forward as the free leg reaches back',
      'Hips level, standing knee soft',
      'Stand up by squeezing the standing glute',
    ],
  },
  {
    id: 'overhead-suitcase-lift',
    name: 'Overhead Suitcase Lift',
    pattern: 'push',
    startingWeightLb: 20,
    formCues: [
      'Hinge to pick the dumbbell up by its ends, back flat',
      'Bring it to the chest',
      'Brace and press it overhead, arms by the ears',
      'Lower to the chest, then to the floor with the same hinge',
    ],
  },
]);

const KETTLEBELL = group('kettlebell', [
  {
    id: 'goblet-squat',
    name: 'Goblet Squat',
    pattern: 'squat',
    startingWeightLb: 25,
    formCues: [
      'Hold the kettlebell by the horns against the chest',
      'Feet shoulder-width, toes slightly out',
      'Sit between the heels, elbows inside the knees',
      'Stand up keeping the chest tall',
    ],
  },
  {
    id: 'kettlebell-deadlift',
    name: 'Kettlebell Deadlift',
    pattern: 'hinge',
    startingWeightLb: 35,
    formCues: [
      'Kettlebell between the feet, in line with the ankles',
      'Push the hips back until the hands reach the handle',
      'Flat back, shoulders over the bell',
      'Stand up by driving the hips forward',
    ],
  },
  {
    id: 'kettlebell-swing',
    name: 'Kettlebell Swing',
    pattern: 'hinge',
    startingWeightLb: 25,
    formCues: [
      'Hike the bell back between the thighs',
      'Snap the hips forward; the arms only guide the bell',
      'Bell floats to chest height, body a straight plank',
      'Let it fall and hinge late, back flat',
    ],
  },
  {
    id: 'kettlebell-clean',
    name: 'Kettlebell Clean',
    pattern: 'hinge',
    startingWeightLb: 25,
    perSide: true,
    formCues: [
      'Hike the bell back as for a swing',
      'Snap the hips and keep the bell close to the body',
      'Let the bell roll around the wrist into the rack',
      'Catch softly: forearm vertical, elbow tucked',
    ],
  },
  {
    id: 'kettlebell-overhead-press',
    name: 'Kettlebell Overhead Press',
    pattern: 'push',
    startingWeightLb: 17.5,
    perSide: true,
    formCues: [
      'Bell in the rack, forearm vertical',
      'Squeeze the glutes and the free fist',
      'Press up and slightly out until the arm is by the ear',
      'Pull the bell back down to the rack',
    ],
  },
  {
    id: 'turkish-get-up',
    name: 'Turkish Get-Up',
    pattern: 'core',
    startingWeightLb: 10,
    perSide: true,
    formCues: [
      'Arm locked, bell stacked over the shoulder, eyes on the bell',
      'Roll to the elbow, then to the hand',
      'Bridge the hips and sweep the leg under to a half-kneel',
      'Stand up, then reverse every step slowly',
      'Learn it with a shoe balanced on the fist first',
    ],
  },
  {
    id: 'kettlebell-halo',
    name: 'Kettlebell Halo',
    pattern: 'mobility',
    startingWeightLb: 10,
    restSeconds: 60,
    formCues: [
      'Hold the bell upside down by the horns',
      'Circle it slowly around the head, close to the skull',
      'Ribs down and glutes squeezed, no leaning',
      'Change direction every rep',
    ],
  },
]);

const BODYWEIGHT = group('bodyweight', [
  {
    id: 'push-up',
    name: 'Push-Up',
    pattern: 'push',
    formCues: [
      'Hands under the shoulders, body one straight line',
      'Squeeze the glutes and brace the belly',
      'Lower the chest to a fist above the floor',
      'Elbows about 45 degrees from the body',
    ],
  },
  {
    id: 'incline-push-up',
    name: 'Incline Push-Up',
    pattern: 'push',
    formCues: [
      'Hands on a bench or counter, shoulder-width',
      'Body straight from head to heels',
      'Touch the chest to the edge',
      'Lower the incline as you get stronger',
    ],
  },
  {
    id: 'sit-to-stand',
    name: 'Sit-to-Stand',
    pattern: 'squat',
    formCues: [
      'Sit on a chair or box at knee height, arms crossed',
      'Feet flat, slightly behind the knees',
      'Lean forward, nose over toes, and stand without using the hands',
      'Sit back down slowly, do not drop',
    ],
  },
  {
    id: 'reverse-lunge',
    name: 'Reverse Lunge',
    pattern: 'lunge',
    perSide: true,
    formCues: [
      'Step back into a long stance',
      'Lower the back knee towards the floor',
      'Torso tall, front heel down',
      'Hold a wall or rail for balance at first',
    ],
  },
  {
    id: 'glute-bridge',
    name: 'Glute Bridge',
    pattern: 'hinge',
    formCues: [
      'Lie on the back, knees bent, feet flat',
      'Press the lower back gently into the floor',
      'Drive through the heels until the hips are level with the knees',
      'Squeeze the glutes for 2 seconds at the top',
    ],
  },
  {
    id: 'inverted-row',
    name: 'Inverted Row',
    pattern: 'pull',
    formCues: [
      'Hang under a bar or rings, heels on the floor',
      'Body straight, glutes tight',
      'Pull the chest to the bar',
      'Walk the feet back to make it easier',
    ],
  },
  {
    id: 'pull-up',
    name: 'Pull-Up',
    pattern: 'pull',
    restSeconds: 120,
    mainLift: 'pull-up',
    formCues: [
      'Overhand grip just outside the shoulders',
      'Start from a dead hang, shoulders pulled down',
      'Pull the chest to the bar, elbows to the ribs',
      'Use a band or the assisted machine until 5 clean reps',
    ],
  },
  {
    id: 'chin-up',
    name: 'Chin-Up',
    pattern: 'pull',
    restSeconds: 120,
    formCues: [
      'Underhand grip at shoulder width',
      'Shoulders down before you pull',
      'Chin over the bar without craning the neck',
      'Lower all the way in 2-3 seconds',
    ],
  },
  {
    id: 'lateral-step-down',
    name: 'Lateral Step-Down',
    pattern: 'lunge',
    perSide: true,
    formCues: [
      'Stand sideways on a low step',
      'Sit the hips back and lower the free heel to the floor',
      'Standing knee tracks over the middle toes',
      'Tap the heel, do not rest, and stand back up',
    ],
  },
  {
    id: 'box-jump',
    name: 'Box Jump',
    pattern: 'squat',
    formCues: [
      'Box at mid-shin to knee height',
      'Swing the arms and jump up',
      'Land softly with the whole foot, knees out',
      'Step down; never jump down',
    ],
  },
  {
    id: 'floor-get-up',
    name: 'Floor Get-Up',
    pattern: 'mobility',
    formCues: [
      'Start standing; lower yourself to sit cross-legged on the floor',
      'Stand back up using as little hand support as you can',
      'Move slowly, no momentum',
      'Try a different way down and up each rep',
    ],
  },
  {
    id: 'dead-hang',
    name: 'Dead Hang',
    pattern: 'pull',
    unit: 'seconds',
    formCues: [
      'Full grip on the bar, thumbs around',
      'Let the body hang long, shoulders gently engaged',
      'Breathe slowly through the nose',
      'Keep the feet on a box for support at first',
    ],
  },
  {
    id: 'bear-crawl',
    name: 'Bear Crawl',
    pattern: 'core',
    unit: 'seconds',
    formCues: [
      'Hands under the shoulders, knees under the hips, knees an inch off the floor',
      'Back flat, as if a glass of water sat on it',
      'Move the opposite hand and foot together',
      'Small steps forward and back',
    ],
  },
  {
    id: 'calf-raise',
    name: 'Calf Raise',
    pattern: 'balance',
    formCues: [
      'Balls of the feet on a step, heels hanging',
      'Rise as high as you can and pause 1 second',
      'Lower the heels below the step slowly',
      'Do them on one leg when both legs get easy',
    ],
  },
]);

const CARRY = group('carry', [
  {
    id: 'farmers-carry',
    name: "Farmer's Carry",
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 35,
    held: 'dumbbell',
    formCues: [
      'Deadlift the weights up, one in each hand',
      'Stand tall, shoulders down and back',
      'Short, quick steps',
      'Crush the handles',
    ],
  },
  {
    id: 'suitcase-carry',
    name: 'Suitcase Carry',
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 25,
    held: 'dumbbell',
    perSide: true,
    formCues: [
      'Weight in one hand only',
      'Do not lean: shoulders level, torso upright',
      'Brace the side away from the weight',
      'Walk slowly, then switch hands',
    ],
  },
  {
    id: 'front-rack-carry',
    name: 'Front Rack Carry',
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 25,
    held: 'kettlebell',
    formCues: [
      'Kettlebells in the rack, forearms vertical',
      'Elbows tucked against the ribs',
      'Breathe behind the brace; do not hold your breath',
      'Walk tall with short steps',
    ],
  },
  {
    id: 'overhead-carry',
    name: 'Overhead Carry',
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 15,
    held: 'dumbbell',
    perSide: true,
    formCues: [
      'Press the weight overhead, arm locked by the ear',
      'Ribs down, no arch in the lower back',
      'Eyes forward, walk slowly',
      'Put it down before the elbow bends',
    ],
  },
  {
    id: 'stair-carry',
    name: 'Stair Carry',
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 20,
    held: 'dumbbell',
    formCues: [
      'Weights in both hands like grocery bags',
      'Whole foot on each step, stand tall',
      'Walk up at a steady pace, hold a rail if you need one',
      'Come down slowly, eyes on the steps',
    ],
  },
  {
    id: 'bear-hug-carry',
    name: 'Bear Hug Carry',
    pattern: 'carry',
    unit: 'seconds',
    startingWeightLb: 40,
    formCues: [
      'Hinge to hug a sandbag or heavy bag against the chest',
      'Stand up with the back flat',
      'Breathe into the belly behind the load',
      'Walk with short steps, then set it down with the same hinge',
    ],
  },
  {
    id: 'rucking',
    name: 'Rucking',
    pattern: 'carry',
    unit: 'minutes',
    startingWeightLb: 15,
    restSeconds: 60,
    formCues: [
      'Pack the weight high and close to the back',
      'Tighten the straps so the pack does not bounce',
      'Walk tall at a brisk pace',
      'Add weight slowly, 5 lb at a time',
    ],
  },
]);

const STABILITY = group('stability', [
  {
    id: 'mcgill-curl-up',
    name: 'McGill Curl-Up',
    pattern: 'core',
    formCues: [
      'Lie down, one knee bent, hands under the lower back',
      'Lift the head and shoulders an inch, neck still',
      'Hold 8-10 seconds, breathing',
      'Lower and switch the bent leg halfway through',
    ],
  },
  {
    id: 'side-plank',
    name: 'Side Plank',
    pattern: 'core',
    unit: 'seconds',
    perSide: true,
    formCues: [
      'Elbow under the shoulder',
      'Body one straight line from head to feet',
      'Push the hips forward, not back',
      'Start from the knees if the full version shakes',
    ],
  },
  {
    id: 'bird-dog',
    name: 'Bird Dog',
    pattern: 'core',
    perSide: true,
    formCues: [
      'On hands and knees, back flat',
      'Reach the opposite arm and leg out long',
      'Hold 8-10 seconds without the hips rotating',
      'Make a fist and squeeze at the end',
    ],
  },
  {
    id: 'dead-bug',
    name: 'Dead Bug',
    pattern: 'core',
    perSide: true,
    formCues: [
      'On the back, arms up, knees over the hips',
      'Press the lower back into the floor',
      'Lower the opposite arm and leg slowly',
      'Exhale fully as you reach',
    ],
  },
  {
    id: 'front-plank',
    name: 'Front Plank',
    pattern: 'core',
    unit: 'seconds',
    formCues: [
      'Elbows under the shoulders',
      'Squeeze the glutes and brace the belly',
      'Body straight: no sag, no pike',
      'Breathe steadily throughout',
    ],
  },
  {
    id: 'pallof-press',
    name: 'Pallof Press',
    pattern: 'core',
    perSide: true,
    formCues: [
      'Band or cable at chest height, stand side-on',
      'Hands at the sternum, feet hip-width',
      'Press the hands straight out and resist the twist',
      'Hold 2 seconds, bring the hands back slowly',
    ],
  },
  {
    id: 'half-kneeling-chop',
    name: 'Half-Kneeling Cable Chop',
    pattern: 'core',
    perSide: true,
    formCues: [
      'Half-kneel side-on to a high cable or band',
      'Pull diagonally down across the body',
      'Hips and ribs stay square; the arms move',
      'Return slowly',
    ],
  },
  {
    id: 'stir-the-pot',
    name: 'Stir the Pot',
    pattern: 'core',
    formCues: [
      'Forearms on a stability ball, plank position',
      'Feet wide for balance',
      'Draw small circles with the elbows',
      'Hips and back do not move',
    ],
  },
  {
    id: 'copenhagen-plank',
    name: 'Copenhagen Plank',
    pattern: 'core',
    unit: 'seconds',
    perSide: true,
    formCues: [
      'Side plank with the top knee on a bench',
      'Lift the hips in line with the shoulders',
      'Bottom leg hangs free or lightly touches',
      'Move the bench to the ankle to make it harder',
    ],
  },
  {
    id: 'single-leg-balance',
    name: 'Single-Leg Balance',
    pattern: 'balance',
    unit: 'seconds',
    perSide: true,
    formCues: [
      'Stand on one leg next to a wall',
      'Grip the floor with the toes, knee soft',
      'Hips level, eyes on a point ahead',
      'Close the eyes for the last seconds once it is easy',
    ],
  },
  {
    id: 'single-leg-balance-reach',
    name: 'Single-Leg Balance Reach',
    pattern: 'balance',
    perSide: true,
    formCues: [
      'Stand on one leg, knee soft',
      'Reach the free foot forward, to the side and behind',
      'Tap lightly, do not put weight on it',
      'Standing knee stays over the middle toes',
    ],
  },
  {
    id: 'hip-airplane',
    name: 'Hip Airplane',
    pattern: 'balance',
    perSide: true,
    formCues: [
      'Hinge forward on one leg, holding a wall if needed',
      'Rotate the pelvis open towards the ceiling',
      'Rotate it closed towards the floor',
      'Move slowly from the standing hip',
    ],
  },
  {
    id: 'tandem-walk',
    name: 'Tandem Walk',
    pattern: 'balance',
    unit: 'seconds',
    formCues: [
      'Heel of the front foot touching the toes of the back foot',
      'Arms out to the sides',
      'Eyes on a point ahead, not the feet',
      'Walk backwards once forwards is easy',
    ],
  },
  {
    id: 'ankle-rock',
    name: 'Ankle Rock',
    pattern: 'mobility',
    perSide: true,
    formCues: [
      'Half-kneel facing a wall',
      'Drive the front knee over the toes towards the wall',
      'Keep the heel down',
      'Hold 2 seconds at the end of each rock',
    ],
  },
  {
    id: 'ninety-ninety-hip-switch',
    name: '90/90 Hip Switch',
    pattern: 'mobility',
    formCues: [
      'Sit with both knees bent 90 degrees, one in front, one to the side',
      'Sit tall, hands behind you if needed',
      'Rotate both knees to the other side',
      'Move slowly through the whole range',
    ],
  },
  {
    id: 'thoracic-open-book',
    name: 'Thoracic Open Book',
    pattern: 'mobility',
    perSide: true,
    formCues: [
      'Lie on the side, knees bent to 90 degrees, arms out in front',
      'Open the top arm across to the other side',
      'Eyes follow the hand; knees stay together',
      'Breathe out at the end and return slowly',
    ],
  },
  {
    id: 'wall-slide',
    name: 'Wall Slide',
    pattern: 'mobility',
    formCues: [
      'Back, head and forearms against the wall',
      'Ribs down, lower back close to the wall',
      'Slide the arms up as high as they stay in contact',
      'Lower slowly, squeezing the shoulder blades down',
    ],
  },
  {
    id: 'couch-stretch',
    name: 'Couch Stretch',
    pattern: 'mobility',
    unit: 'seconds',
    perSide: true,
    formCues: [
      'Back knee on a pad by the wall, shin up the wall',
      'Front foot flat in a lunge',
      'Squeeze the glute of the back leg, torso tall',
      'Breathe slowly into the stretch',
    ],
  },
]);

const MACHINE = group('machine', [
  {
    id: 'lat-pulldown',
    name: 'Lat Pulldown',
    pattern: 'pull',
    startingWeightLb: 50,
    formCues: [
      'Thighs locked under the pad',
      'Grip just outside the shoulders',
      'Pull the bar to the upper chest, elbows down to the ribs',
      'Let the arms straighten fully on the way up',
    ],
  },
  {
    id: 'seated-cable-row',
    name: 'Seated Cable Row',
    pattern: 'pull',
    startingWeightLb: 50,
    formCues: [
      'Sit tall, knees slightly bent',
      'Pull the handle to the belly',
      'Squeeze the shoulder blades without leaning back',
      'Reach forward slowly with a straight back',
    ],
  },
  {
    id: 'leg-press',
    name: 'Leg Press',
    pattern: 'squat',
    startingWeightLb: 90,
    formCues: [
      'Feet shoulder-width in the middle of the plate',
      'Lower until the knees reach about 90 degrees',
      'Lower back stays on the pad',
      'Press through the whole foot; do not lock the knees hard',
    ],
  },
  {
    id: 'cable-face-pull',
    name: 'Cable Face Pull',
    pattern: 'pull',
    startingWeightLb: 20,
    formCues: [
      'Rope at face height, thumbs towards you',
      'Pull towards the eyes, elbows high',
      'Finish with the hands beside the ears',
      'Return slowly',
    ],
  },
  {
    id: 'back-extension',
    name: 'Back Extension',
    pattern: 'hinge',
    formCues: [
      'Pad just below the hip bones',
      'Hinge down with a flat back',
      'Rise by squeezing the glutes until the body is straight',
      'Do not arch past straight',
    ],
  },
]);

const CARDIO = group('cardio', [
  {
    id: 'stationary-bike',
    name: 'Stationary Bike',
    pattern: 'cardio',
    formCues: [
      'Seat height: a slight knee bend at the bottom of the stroke',
      'Steady cadence around 80-90 rpm',
      'Shoulders relaxed, hands light on the bars',
      'Watch the heart rate, not the speed',
    ],
  },
  {
    id: 'outdoor-cycling',
    name: 'Outdoor Cycling',
    pattern: 'cardio',
    formCues: [
      'Pick a flat route so the heart rate stays steady',
      'Easy gears on the hills',
      'Wear a helmet and lights',
      'Drink every 15-20 minutes',
    ],
  },
  {
    id: 'brisk-walk',
    name: 'Brisk Walk',
    pattern: 'cardio',
    formCues: [
      'Walk fast enough to breathe harder but still talk in sentences',
      'Arms swing from the shoulders',
      'Stand tall, eyes ahead',
      'Wear supportive, cushioned shoes',
    ],
  },
  {
    id: 'incline-treadmill-walk',
    name: 'Incline Treadmill Walk',
    pattern: 'cardio',
    formCues: [
      'Incline 5-12%, speed that keeps you in Zone 2',
      'Do not hold the handrails',
      'Upright posture, no leaning into the hill',
      'Raise the incline before the speed',
    ],
  },
  {
    id: 'hiking',
    name: 'Hiking',
    pattern: 'cardio',
    formCues: [
      'Slow down on the climbs to stay in Zone 2',
      'Short steps uphill, soft knees downhill',
      'Carry water',
      'Poles help on steep descents',
    ],
  },
  {
    id: 'rowing-ergometer',
    name: 'Rowing Machine',
    pattern: 'cardio',
    formCues: [
      'Legs, then body, then arms on the drive',
      'Arms, then body, then legs on the return',
      'Back straight, hinge from the hips',
      'Damper around 3-5, smooth strokes',
    ],
  },
  {
    id: 'elliptical',
    name: 'Elliptical',
    pattern: 'cardio',
    formCues: [
      'Stand tall, whole foot on the pedals',
      'Push and pull the handles lightly',
      'Steady rhythm, resistance you can hold for the whole session',
      'Watch the heart rate, not the machine',
    ],
  },
  {
    id: 'easy-run',
    name: 'Easy Run',
    pattern: 'cardio',
    formCues: [
      'Slow enough to talk in full sentences',
      'Short, quick steps landing under the hips',
      'Walk breaks are fine to stay in Zone 2',
      'Add no more than about 10% a week',
    ],
  },
  {
    id: 'swimming',
    name: 'Swimming',
    pattern: 'cardio',
    formCues: [
      'Easy, continuous pace with steady breathing',
      'Long body line, head in line with the spine',
      'Rest at the wall briefly if the breathing runs away',
      'Mix strokes to spare the shoulders',
    ],
  },
]);

/** Every exercise, frozen: the library is shared by every user and must never change at run time. */
export const EXERCISES: readonly Exercise[] = Object.freeze(
  [
    ...BARBELL,
    ...DUMBBELL,
    ...KETTLEBELL,
    ...BODYWEIGHT,
    ...CARRY,
    ...STABILITY,
    ...MACHINE,
    ...CARDIO,
  ].map((exercise) =>
    Object.freeze({ ...exercise, formCues: Object.freeze([...exercise.formCues]) as string[] }),
  ),
);

const BY_ID = new Map(EXERCISES.map((exercise) => [exercise.id, exercise]));

export function exerciseById(id: string): Exercise | undefined {
  return BY_ID.get(id);
}
