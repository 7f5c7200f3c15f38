/**
 * Matches another app's exercise names ("Bench Press (Barbell)", "Pull Up", "Deadlift (Trap bar)")
 * to the library and the user's custom exercises (decision 037). MiniSearch finds candidates, as
 * the food search does; the confidence is then computed by one documented rule, so the preview's
 * number means the same thing for every name:
 *
 *   confidence = words x equipment x assistance
 *   words      = Dice coefficient of the two names' movement words (equipment removed), where
 *                equal words count 1 and a one-edit typo (a swap of two letters included) of a
 *                word of 5+ letters counts 0.8;
 *                the best of the candidate's name and its aliases;
 *   equipment  = 1 when both name the same equipment (the candidate's category counting as its
 *                equipment when its name says none), or the source names none and the
 *                candidate's name names none or the tool apps leave out (barbell, bodyweight);
 *                0.9 when only one of them names one otherwise; 0.75 for close equipment (Smith
 *                machine / EZ bar vs barbell, cable vs machine); 0.5 for different equipment;
 *   assistance = 0.5 when the source says assisted and the candidate does not (an assisted
 *                pull-up's reps and weight are not a pull-up's: decision 073), else 1.
 *
 * A candidate below MATCH_THRESHOLD is no match: the name becomes a custom exercise unless the user
 * chooses. "Bench Press (Dumbbell)" scores 1 on Dumbbell Bench Press and 0.5 on Bench Press.
 */
import MiniSearch from 'minisearch';
import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import type { ExerciseCategory } from '@grandfit/shared/domain/programme/types.ts';
import type { ExerciseMatch } from '@grandfit/shared/schemas/workout-import.ts';

export const MATCH_THRESHOLD = 0.6;
export const ALTERNATIVES = 5;

type Equipment =
  | 'barbell'
  | 'dumbbell'
  | 'kettlebell'
  | 'cable'
  | 'machine'
  | 'smith'
  | 'band'
  | 'trapbar'
  | 'ezbar'
  | 'bodyweight';

/** Equipment words as apps spell them, longest first so "smith machine" wins over "machine". */
const EQUIPMENT_WORDS: readonly [RegExp, Equipment][] = [
  [/\bsmith(?: machine)?\b/g, 'smith'],
  [/\b(?:trap|hex) ?bar\b/g, 'trapbar'],
  [/\bez(?: curl)? ?bar\b/g, 'ezbar'],
  [/\bbarbell\b/g, 'barbell'],
  [/\bdumbbells?\b|\bdb\b/g, 'dumbbell'],
  [/\bkettlebells?\b|\bkb\b/g, 'kettlebell'],
  [/\bcables?\b/g, 'cable'],
  [/\b(?:machine|leverage machine|plate loaded)\b/g, 'machine'],
  [/\b(?:resistance )?bands?\b/g, 'band'],
  [/\bbody ?weight\b|\bbw\b/g, 'bodyweight'],
];

/** Pairs that are the same movement with a close tool: a likely match, for the user to confirm. */
const CLOSE_EQUIPMENT = new Set(['barbell:smith', 'barbell:ezbar', 'cable:machine']);

/** Words that join into one: "pull up", "pull-up", "pullup" and "pull ups" are one word. */
const COMPOUND_UP = /\b(pull|chin|push|sit|step|get|curl) ?ups?\b/g;

/** Words that say nothing about the movement. */
const FILLER = new Set(['the', 'a', 'an', 'with', 'and', 'on', 'of', 'exercise', 'weighted']);

/** The library's other names in the apps' vocabularies (Strong's and Hevy's default lists). */
const ALIASES: Record<string, readonly string[]> = {
  'back-squat': ['squat', 'high bar squat', 'low bar squat'],
  'barbell-row': ['bent over row', 'row', 'pendlay row'],
  'barbell-hip-thrust': ['hip thrust'],
  'overhead-press': ['shoulder press', 'military press', 'strict press', 'ohp'],
  'dumbbell-overhead-press': ['shoulder press', 'seated shoulder press', 'overhead press'],
  'dumbbell-bench-press': ['bench press', 'chest press'],
  'incline-dumbbell-press': ['incline bench press', 'incline press'],
  'romanian-deadlift': ['rdl', 'stiff leg deadlift'],
  'dumbbell-romanian-deadlift': ['romanian deadlift', 'rdl'],
  'one-arm-dumbbell-row': ['single arm row', 'one arm row', 'row'],
  'front-plank': ['plank'],
  'seated-cable-row': ['seated row'],
  'lat-pulldown': ['pulldown'],
  'cable-face-pull': ['face pull'],
  'calf-raise': ['standing calf raise'],
  'farmers-carry': ['farmer walk', 'farmers walk'],
  'rowing-ergometer': ['rowing', 'rower', 'rowing machine', 'erg'],
  'easy-run': ['running', 'run', 'treadmill run', 'jogging'],
  'outdoor-cycling': ['cycling', 'bike ride'],
  'stationary-bike': ['indoor cycling', 'spin bike', 'exercise bike', 'cycling'],
  'brisk-walk': ['walking', 'walk'],
  'incline-treadmill-walk': ['treadmill walk', 'incline walk'],
  swimming: ['swim'],
  hiking: ['hike'],
  elliptical: ['elliptical trainer', 'cross trainer'],
  'goblet-squat': ['goblet squat'],
  'kettlebell-swing': ['swing', 'russian swing'],
  'back-extension': ['hyperextension', 'back hyperextension'],
  'bulgarian-split-squat': ['rear foot elevated split squat'],
  'push-up': ['pushup'],
  'glute-bridge': ['hip bridge'],
  'dead-hang': ['hang', 'bar hang'],
};

/** The library's equipment when its name does not say it. */
const DEFAULT_EQUIPMENT: Partial<Record<ExerciseCategory, Equipment>> = {
  barbell: 'barbell',
  dumbbell: 'dumbbell',
  kettlebell: 'kettlebell',
  bodyweight: 'bodyweight',
};

export interface NormalisedName {
  /** Movement words, singular, compounds joined. */
  words: string[];
  equipment: Equipment | null;
}

function singular(word: string): string {
  if (word.length <= 3 || word.endsWith('ss') || word.endsWith('us')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Lower-case, accents off, equipment taken out of parentheses or the name, plurals singular. */
export function normaliseExerciseName(name: string): NormalisedName {
  let text = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[()[\],/_+&:.-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let equipment: Equipment | null = null;
  for (const [pattern, kind] of EQUIPMENT_WORDS) {
    if (pattern.test(text)) {
      equipment ??= kind;
      text = text.replace(pattern, ' ');
    }
    pattern.lastIndex = 0;
  }
  text = text.replace(COMPOUND_UP, '$1up').replace(/\bpull ?downs?\b/g, 'pulldown');
  const words = text
    .split(' ')
    .filter((word) => word && !FILLER.has(word))
    .map(singular);
  return { words, equipment };
}

/** One insertion, deletion, substitution or swap of two neighbouring letters apart, at most. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].flatMap((char, i) => (char === b[i] ? [] : [i]));
    if (diff.length === 2 && diff[1] === diff[0]! + 1) {
      return a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
    }
  }
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  return a.length >= 5 && b.length >= 5 && oneEditApart(a, b) ? 0.8 : 0;
}

/** Dice coefficient with typo-tolerant word equality, each word used once. */
export function wordsScore(source: readonly string[], target: readonly string[]): number {
  if (source.length === 0 || target.length === 0) return 0;
  const free = [...target];
  let matched = 0;
  for (const word of source) {
    let best = -1;
    let bestScore = 0;
    free.forEach((candidate, index) => {
      const score = wordSimilarity(word, candidate);
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    if (best >= 0) {
      matched += bestScore;
      free.splice(best, 1);
    }
  }
  return (2 * matched) / (source.length + target.length);
}

const PLAIN = new Set<Equipment>(['barbell', 'bodyweight']);

/**
 * `stated`: what the candidate's name says (or its name's, for an alias); `usual`: its library
 * category's tool when the name says none (a goblet squat is a kettlebell lift).
 */
function equipmentScore(
  source: Equipment | null,
  stated: Equipment | null,
  usual: Equipment | null,
): number {
  if (source === null) {
    // Apps leave out the usual tool: "Squat" is the barbell one, "Pull Up" the bodyweight one.
    return stated === null || PLAIN.has(stated) ? 1 : 0.9;
  }
  const candidate = stated ?? usual;
  if (source === candidate) return 1;
  if (candidate === null) return 0.9;
  const pair = [source, candidate].sort().join(':');
  return CLOSE_EQUIPMENT.has(pair) ? 0.75 : 0.5;
}

export interface MatchableExercise {
  id: string;
  name: string;
  custom: boolean;
  /** Other names it goes by (the library's aliases). */
  aliases?: readonly string[];
  /** Equipment the name does not say (the library's category). */
  defaultEquipment?: Equipment | null;
}

interface Entry {
  exercise: MatchableExercise;
  names: NormalisedName[];
  usual: Equipment | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

export interface ExerciseMatcher {
  /** The best match (null below the threshold) and up to 5 other candidates, best first. */
  match(name: string): { match: ExerciseMatch | null; alternatives: ExerciseMatch[] };
}

/** A matcher over the library and the given custom exercises (built per import: customs vary). */
export function exerciseMatcher(customs: readonly { id: string; name: string }[]): ExerciseMatcher {
  const all: MatchableExercise[] = [
    ...EXERCISES.map((exercise) => ({
      id: exercise.id,
      name: exercise.name,
      custom: false,
      aliases: ALIASES[exercise.id] ?? [],
      defaultEquipment: DEFAULT_EQUIPMENT[exercise.category] ?? null,
    })),
    ...customs.map((custom) => ({ id: custom.id, name: custom.name, custom: true })),
  ];
  const entries: Entry[] = all.map((exercise) => {
    const names = [exercise.name, ...(exercise.aliases ?? [])].map(normaliseExerciseName);
    // An alias inherits the name's equipment ("shoulder press" of the dumbbell press is a dumbbell one).
    const own = names[0]!.equipment;
    return {
      exercise,
      names: names.map((name) => ({ ...name, equipment: name.equipment ?? own })),
      usual: exercise.defaultEquipment ?? null,
    };
  });
  const index = new MiniSearch<{ id: number; text: string }>({
    fields: ['text'],
    storeFields: [],
    tokenize: (text) => text.split(' '),
    processTerm: (term) => term || null,
  });
  index.addAll(
    entries.map((entry, id) => ({
      id,
      text: entry.names.map((name) => name.words.join(' ')).join(' '),
    })),
  );

  function score(source: NormalisedName, entry: Entry): number {
    let best = 0;
    for (const name of entry.names) {
      const value =
        wordsScore(source.words, name.words) *
        equipmentScore(source.equipment, name.equipment, entry.usual) *
        (source.words.includes('assisted') && !name.words.includes('assisted') ? 0.5 : 1);
      if (value > best) best = value;
    }
    return best;
  }

  return {
    match(name) {
      const source = normaliseExerciseName(name);
      if (source.words.length === 0) return { match: null, alternatives: [] };
      const hits = index.search(source.words.join(' '), {
        combineWith: 'OR',
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 5 ? 1 : 0),
      });
      const ranked = hits
        .slice(0, 40)
        .map((hit) => {
          const entry = entries[hit.id as number]!;
          return { entry, confidence: round(score(source, entry)) };
        })
        .filter((candidate) => candidate.confidence > 0)
        // Ties: the user's own exercise first (they made it for this), then the library's order.
        .sort(
          (a, b) =>
            b.confidence - a.confidence ||
            Number(b.entry.exercise.custom) - Number(a.entry.exercise.custom),
        );
      const matches = ranked.map(({ entry, confidence }): ExerciseMatch => ({
        exerciseId: entry.exercise.id,
        name: entry.exercise.name,
        confidence,
        remembered: false,
        custom: entry.exercise.custom,
      }));
      const best = matches[0] && matches[0].confidence >= MATCH_THRESHOLD ? matches[0] : null;
      const alternatives = (best ? matches.slice(1) : matches).slice(0, ALTERNATIVES);
      return { match: best, alternatives };
    },
  };
}

/** The key a remembered mapping is stored under: the source name, trimmed and lower-cased. */
export const mappingKey = (name: string) => name.trim().toLowerCase();
