import { useId } from 'react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { WorkoutImportPreview } from '@grandfit/shared/schemas/workout-import.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { formatDay } from '../../../lib/format.ts';
import {
  counted,
  FORMAT_LABELS,
  choiceBadge,
  proposedChoice,
  type NameChoice,
} from '../utils/import-choices.ts';
import { RejectedRows } from './rejected-rows.tsx';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

const currentYear = new Date().getFullYear();
const dayOf = (iso: string) => formatDay(toLocalIsoDate(new Date(iso)), currentYear);
const count = (value: number) => formatGrouped(value);

/** What the file holds, the unit question when it does not say, and what each name becomes. */
export function ImportPreview({
  preview,
  choices,
  unit,
  onUnitChange,
  onChange,
  changeButtonRef,
}: {
  preview: WorkoutImportPreview;
  choices: ReadonlyMap<string, NameChoice>;
  unit: WeightUnit | null;
  onUnitChange: (unit: WeightUnit) => void;
  onChange: (name: string) => void;
  /** Where focus returns after the match picker. */
  changeButtonRef?: (name: string, element: HTMLButtonElement | null) => void;
}) {
  const id = useId();
  const range =
    preview.firstWorkoutAt && preview.lastWorkoutAt
      ? preview.firstWorkoutAt === preview.lastWorkoutAt
        ? dayOf(preview.firstWorkoutAt)
        : `${dayOf(preview.firstWorkoutAt)} – ${dayOf(preview.lastWorkoutAt)}`
      : '—';
  const nothingNew = preview.sets > 0 && preview.alreadyImported >= preview.sets;

  return (
    <section aria-label="Import preview" className="grid gap-4">
      <div>
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          Detected
        </p>
        <p className="text-base font-semibold">{FORMAT_LABELS[preview.format]}</p>
      </div>

      <dl className="grid grid-cols-3 gap-x-4 gap-y-2 text-sm">
        <Figure label="Workouts" value={count(preview.workouts)} />
        <Figure label="Sets" value={count(preview.sets)} />
        <Figure label="Warm-up sets" value={count(preview.warmupSets)} />
        {preview.timedSets > 0 ? (
          <Figure label="Timed sets" value={count(preview.timedSets)} />
        ) : null}
        {/* Kept with their sets (decision 096). */}
        {preview.setNotes > 0 ? <Figure label="Set notes" value={count(preview.setNotes)} /> : null}
        <Figure label="Dates" value={range} wide />
        <Figure label="Already imported" value={`${count(preview.alreadyImported)} sets`} />
      </dl>
      {nothingNew ? (
        <p className="rounded-2xl bg-muted px-4 py-3 text-sm">
          Every set of this file is already imported: importing it again adds nothing.
        </p>
      ) : preview.alreadyImported > 0 ? (
        <p className="text-xs text-muted-foreground">
          Sets already imported are not added again; only the{' '}
          {counted(preview.sets - preview.alreadyImported, 'new set')} are.
        </p>
      ) : null}

      {preview.rejectedCount > 0 ? (
        <RejectedRows rejected={preview.rejected} count={preview.rejectedCount} />
      ) : null}

      {preview.unit === null ? (
        <fieldset
          aria-describedby={`${id}-unit-hint`}
          className="grid gap-2 rounded-2xl border border-border p-4"
        >
          <legend className="px-1 text-sm font-semibold">Weights in this file are in</legend>
          <p id={`${id}-unit-hint`} className="text-xs text-muted-foreground">
            Strong’s comma export does not say. Choose the unit your Strong app uses.
          </p>
          <div className="flex gap-2">
            {(['kg', 'lb'] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-full border border-border px-4 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary/10"
              >
                <input
                  type="radio"
                  name={`${id}-unit`}
                  value={value}
                  checked={unit === value}
                  onChange={() => onUnitChange(value)}
                  className="accent-primary"
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <div className="grid gap-2">
        <h3 id={`${id}-exercises`} className="text-sm font-semibold">
          {counted(preview.exercises.length, 'exercise')} in the file
        </h3>
        <p className="text-xs text-muted-foreground">
          Check what each name becomes. A name with no match becomes a custom exercise; your choices
          are remembered for the next import.
        </p>
        <ul
          aria-labelledby={`${id}-exercises`}
          className="max-h-[45dvh] overflow-y-auto overscroll-contain rounded-2xl border border-border"
        >
          {preview.exercises.map((exercise) => {
            const choice = choices.get(exercise.name) ?? proposedChoice(exercise);
            return (
              <li
                key={exercise.name}
                className="flex items-center gap-3 border-b border-border px-4 py-3 last:border-b-0"
              >
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-semibold break-words">{exercise.name}</p>
                  <p className="text-xs break-words text-muted-foreground">
                    {counted(exercise.sets, 'set')} →{' '}
                    <span className="text-foreground">
                      {choice.type === 'existing'
                        ? choice.name
                        : `${choice.name} (custom, ${choice.kind})`}
                    </span>
                  </p>
                  <Badge
                    variant={
                      choice.type === 'new'
                        ? 'outline'
                        : choice.origin === 'match' && !choice.remembered && choice.confidence < 0.8
                          ? 'secondary'
                          : 'default'
                    }
                    className="mt-1"
                  >
                    {choiceBadge(choice)}
                  </Badge>
                </div>
                <button
                  type="button"
                  ref={(element) => changeButtonRef?.(exercise.name, element)}
                  aria-label={`Change the match for ${exercise.name}`}
                  onClick={() => onChange(exercise.name)}
                  className={buttonClasses('outline', 'sm', 'shrink-0')}
                >
                  Change
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function Figure({ label, value, wide }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
