/** Records as the user reads them: loads in a chosen unit (decision 024), words for each kind. */
import type { AchievedRecord, ExerciseBest, RecordUnit } from '../../schemas/records.ts';
import { convertWeight, displayNumber, type WeightUnit } from '../units/weight.ts';
import type { Best, RecordEvent, RecordKind, Scoring } from './records.ts';
import { formatGrouped } from '../numbers.ts';
import { WEIGHT_SIGN, type WeightRole } from '../programme/weight-role.ts';

const LOAD_KINDS: ReadonlySet<RecordKind> = new Set(['weight', 'e1rm', 'volume']);

/**
 * A canonical value (kg, kg x reps, reps, seconds, minutes) in `to` for loads. Least assistance is
 * kept as the help's negative (records.ts); it reads as the help itself.
 */
export function recordValueIn(
  kind: RecordKind,
  value: number,
  scoring: Scoring,
  to: WeightUnit,
): { value: number; unit: RecordUnit } {
  if (LOAD_KINDS.has(kind)) {
    const kg = scoring === 'assisted' && kind === 'weight' ? 0 - value : value;
    return { value: displayNumber(convertWeight(kg, 'kg', to), 1), unit: to };
  }
  if (kind === 'duration') return { value, unit: scoring === 'minutes' ? 'minutes' : 'seconds' };
  return { value, unit: 'reps' };
}

export function presentRecord(
  event: RecordEvent,
  exerciseId: string,
  scoring: Scoring,
  to: WeightUnit,
): AchievedRecord {
  const now = recordValueIn(event.kind, event.value, scoring, to);
  return {
    exerciseId,
    kind: event.kind,
    value: now.value,
    previous: recordValueIn(event.kind, event.previous, scoring, to).value,
    unit: now.unit,
    weight:
      event.weightKg === null ? null : displayNumber(convertWeight(event.weightKg, 'kg', to), 1),
    weightUnit: to,
    ...(scoring === 'bodyweight' ? { addedLoad: true } : {}),
    ...(scoring === 'assisted' ? { assistance: true } : {}),
    sessionId: event.sessionId,
    setId: event.setId,
    achievedAt: new Date(event.achievedAt).toISOString(),
  };
}

export function presentBest(best: Best, scoring: Scoring, to: WeightUnit): ExerciseBest {
  const kind = best.kind as RecordKind;
  return {
    kind,
    ...recordValueIn(kind, best.value, scoring, to),
    achievedAt: new Date(best.achievedAt).toISOString(),
    sessionId: best.sessionId,
  };
}

const NAMES: Record<RecordKind, string> = {
  weight: 'Heaviest weight',
  e1rm: 'Best e1RM',
  reps: 'Most reps',
  volume: 'Best session volume',
  duration: 'Longest',
};

const WEIGHT_NAMES: Record<WeightRole, string> = {
  load: NAMES.weight,
  added: 'Heaviest added weight',
  assistance: 'Least assistance',
};

/**
 * The kind's name by what the weight means: for bodyweight work the load added to the body (a
 * belt, a vest: decision 073), for assisted work the help (decision 083).
 */
export const recordKindName = (kind: RecordKind, role: WeightRole = 'load') =>
  kind === 'weight' ? WEIGHT_NAMES[role] : NAMES[kind];

/** What a record's loads are, from its own flags. */
export const weightRoleOfRecord = (
  record: Pick<AchievedRecord, 'addedLoad' | 'assistance'>,
): WeightRole =>
  record.assistance === true ? 'assistance' : record.addedLoad === true ? 'added' : 'load';

function amount(value: number, unit: RecordUnit): string {
  const shown = formatGrouped(value, 1);
  if (unit === 'reps') return `${shown} ${value === 1 ? 'rep' : 'reps'}`;
  if (unit === 'seconds') return `${shown} s`;
  if (unit === 'minutes') return `${shown} min`;
  return `${shown} ${unit}`;
}

/**
 * "Heaviest weight: 105 kg", "Most reps: 8 reps at 100 kg", "Longest: 60 s"; for bodyweight work
 * (`role`, by default the record's own), "Heaviest added weight: 10 kg", "Most reps: 8 reps at
 * +10 kg"; for assisted work "Least assistance: 20 kg" ("none" once unassisted), "8 reps at
 * −20 kg".
 */
export function describeRecord(
  record: Pick<
    AchievedRecord,
    'kind' | 'value' | 'unit' | 'weight' | 'weightUnit' | 'addedLoad' | 'assistance'
  >,
  role: WeightRole = weightRoleOfRecord(record),
): string {
  const name = recordKindName(record.kind, role);
  if (role === 'assistance' && record.kind === 'weight' && record.value <= 0)
    return `${name}: none`;
  const base = `${name}: ${amount(record.value, record.unit)}`;
  if (record.kind === 'reps' && record.weight !== null && record.weight > 0) {
    return `${base} at ${WEIGHT_SIGN[role]}${amount(record.weight, record.weightUnit)}`;
  }
  return base;
}
