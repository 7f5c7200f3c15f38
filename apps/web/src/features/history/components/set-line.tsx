import type { WeightRole } from '@grandfit/shared/domain/programme/weight-role.ts';
import { Pencil, Trash2, Trophy } from 'lucide-react';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { RECORD_KINDS, type RecordKind } from '@grandfit/shared/domain/records/records.ts';
import { recordKindName } from '@grandfit/shared/domain/records/present.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatSetNumbers, setName } from '../utils/history-format.ts';

export interface SetLineSet {
  clientId: string;
  setNumber: number;
  weight: number | null;
  weightUnit: WeightUnit;
  reps: number | null;
  rir: number | null;
  /** The RPE he logged (an import): shown as "RPE 8.5" instead of the RIR it rounds to. */
  rpe?: number | null;
  targetWeight?: number | null;
  targetReps?: number | null;
  targetRir?: number | null;
  skipped: boolean;
  setType?: string;
  records?: string[];
  /** The set's own note (decision 096). */
  note?: string | null;
}

/** A record kind as the badge names it; the server only sends RECORD_KINDS. */
const recordLabel = (kind: string, role: WeightRole) =>
  (RECORD_KINDS as readonly string[]).includes(kind)
    ? recordKindName(kind as RecordKind, role)
    : kind;

/** A record's badge: "PR Heaviest weight" beside a set, "PR Best session volume" on an exercise. */
export function RecordBadge({ kind, role }: { kind: string; role: WeightRole }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold text-amber-900">
      <Trophy className="size-3" aria-hidden="true" />
      PR {recordLabel(kind, role)}
    </span>
  );
}

/** Set kinds other apps log (imports): named beside the set, marked as Strong and Hevy mark them. */
export const SET_TYPE_NAMES: Readonly<Record<string, string>> = {
  warmup: 'Warm-up',
  drop: 'Drop set',
  failure: 'To failure',
};
const SET_TYPE_MARKS: Readonly<Record<string, string>> = { warmup: 'W', drop: 'D', failure: 'F' };

/**
 * The set's place: "Set 2", or W, D or F for a warm-up, drop or failure set (a warm-up is no
 * working set, so it takes no working-set number in the eye).
 */
function SetMark({ setNumber, setType }: { setNumber: number; setType: string | undefined }) {
  const mark = setType ? SET_TYPE_MARKS[setType] : undefined;
  return (
    <span className="w-12 shrink-0 text-xs font-semibold text-muted-foreground">
      {mark ? (
        <>
          <span
            aria-hidden="true"
            className={setType === 'warmup' ? 'text-amber-700 dark:text-amber-400' : undefined}
          >
            {mark}
          </span>
          <span className="sr-only">Set {setNumber}</span>
        </>
      ) : (
        `Set ${setNumber}`
      )}
    </span>
  );
}

/**
 * One set as done ("100 kg × 5 @ 2 RIR", or "@ RPE 8.5" as he logged it) beside its target, in the
 * user's unit, its note under it; skipped sets say so. With `onEdit` / `onDelete` it carries the
 * correction buttons.
 */
export function SetLine({
  set,
  exerciseName,
  unit,
  role = 'load',
  userUnit,
  onEdit,
  onDelete,
}: {
  set: SetLineSet;
  exerciseName: string;
  unit: ExerciseUnit;
  /** What its weight is: added to the body ("+10 kg", decision 080), help ("−20 kg", 083). */
  role?: WeightRole;
  userUnit: WeightUnit;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const done = set.skipped
    ? 'Skipped'
    : formatSetNumbers(set, set.weightUnit, userUnit, unit, role);
  const hasTarget = set.targetReps !== undefined && set.targetReps !== null;
  const target = hasTarget
    ? formatSetNumbers(
        {
          weight: set.targetWeight ?? null,
          reps: set.targetReps ?? null,
          rir: set.targetRir ?? null,
        },
        set.weightUnit,
        userUnit,
        unit,
      )
    : null;
  // A warm-up and set 1 of the same exercise are two sets: their buttons need two names.
  const label = `${setName(set)} of ${exerciseName}`;
  return (
    <li className="flex items-center gap-2 py-2" data-testid="set-line">
      <SetMark setNumber={set.setNumber} setType={set.setType} />
      <div className="min-w-0 flex-1">
        <p
          className={
            set.skipped ? 'font-medium text-muted-foreground italic' : 'font-semibold tabular-nums'
          }
        >
          {done}
          {set.setType && SET_TYPE_NAMES[set.setType] ? (
            <span className="ml-2 text-xs font-medium whitespace-nowrap text-muted-foreground">
              {SET_TYPE_NAMES[set.setType]}
            </span>
          ) : null}
        </p>
        {target ? (
          <p className="text-xs text-muted-foreground tabular-nums">Target {target}</p>
        ) : null}
        {set.records && set.records.length > 0 ? (
          <p className="mt-0.5 flex flex-wrap gap-1">
            {set.records.map((kind) => (
              <RecordBadge key={kind} kind={kind} role={role} />
            ))}
          </p>
        ) : null}
        {set.note ? (
          <p className="mt-0.5 text-xs break-words whitespace-pre-line text-muted-foreground">
            <span className="sr-only">Note: </span>
            {set.note}
          </p>
        ) : null}
      </div>
      {onEdit ? (
        <Button variant="ghost" size="icon" aria-label={`Edit ${label}`} onClick={onEdit}>
          <Pencil className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="ghost" size="icon" aria-label={`Delete ${label}`} onClick={onDelete}>
          <Trash2 className="size-4" aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
