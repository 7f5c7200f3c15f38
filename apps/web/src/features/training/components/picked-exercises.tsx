import { useId, useState, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Minus, Plus, X } from 'lucide-react';
import {
  FREE_WORKOUT_MAX_EXERCISES,
  FREE_WORKOUT_NAME_MAX,
  PLANNED_SETS_MAX,
} from '@grandfit/shared/domain/programme/free-workout.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, INPUT_CLASSES, describedBy } from '../../../components/ui/form-field.tsx';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { ExercisePicker } from '../../custom-exercises/components/exercise-picker.tsx';
import { plannedSetsOf, type PlannedSets } from '../../../lib/free-workout/planned-sets.ts';
import { moveItem } from '../../../lib/move-item.ts';
import { cn } from '../../../lib/utils.ts';
import {
  linksOfPairs,
  pairsOfLinks,
  type SupersetPair,
} from '@grandfit/shared/domain/programme/superset-pairs.ts';
import { JoinSwitch } from './join-switch.tsx';

/**
 * The exercises picked for an empty workout or a routine, in order, each once, with the sets each
 * starts with (decision 078), and the library to pick from. Arrows reorder them (decision 079):
 * buttons rather than a drag handle, which a thumb and a screen reader can both use. Between two
 * neighbours, Join makes them a superset (decision 084): a pair that stops being neighbours (one
 * moved or removed) is no longer one. `action` (Start, Save) sits between the picks and the long
 * list: in reach without scrolling on a phone.
 */
export function PickedExercises({
  picked,
  onChange,
  sets,
  onSetsChange,
  supersets,
  onSupersetsChange,
  action,
}: {
  picked: readonly CatalogEntry[];
  onChange: (picked: CatalogEntry[]) => void;
  sets: PlannedSets;
  onSetsChange: (sets: PlannedSets) => void;
  supersets: readonly SupersetPair[];
  onSupersetsChange: (supersets: SupersetPair[]) => void;
  action: ReactNode;
}) {
  const id = useId();
  const ids = picked.map((entry) => entry.exercise.id);
  const links = linksOfPairs(ids, supersets);
  const grouped = (index: number) => links.includes(index) || links.includes(index - 1);

  function join(index: number, joined: boolean) {
    const pair = [ids[index]!, ids[index + 1]!] as const;
    const others = pairsOfLinks(
      ids,
      links.filter((link) => link !== index),
    );
    onSupersetsChange(joined ? [...others, pair] : others);
  }
  const [announcement, setAnnouncement] = useState('');
  const full = picked.length >= FREE_WORKOUT_MAX_EXERCISES;
  const arrowId = (entry: CatalogEntry, direction: 'up' | 'down') =>
    `${id}-${entry.exercise.id}-${direction}`;

  function move(index: number, step: -1 | 1) {
    const entry = picked[index];
    if (!entry) return;
    onChange([...moveItem(picked, index, step)]);
    const place = index + step;
    setAnnouncement(`${entry.exercise.name} moved to place ${place + 1} of ${picked.length}`);
    // Focus stays on the moved exercise; at either end the other arrow is the one still usable.
    const atEnd = step === -1 ? place === 0 : place === picked.length - 1;
    const direction = (step === -1) !== atEnd ? 'up' : 'down';
    requestAnimationFrame(() => document.getElementById(arrowId(entry, direction))?.focus());
  }

  return (
    <>
      <section aria-labelledby={`${id}-picked`} className="grid gap-2">
        <h3 id={`${id}-picked`} className="text-sm font-semibold">
          Exercises ({picked.length})
        </h3>
        <p className="sr-only" aria-live="polite">
          {announcement}
        </p>
        {picked.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None yet: pick the first one from the list below.
          </p>
        ) : (
          <ol className="grid gap-1">
            {picked.map((entry, index) => (
              <li key={entry.exercise.id}>
                <div
                  className={cn(
                    'flex min-h-11 flex-wrap items-center gap-x-2 rounded-xl bg-muted px-3 text-sm',
                    grouped(index) && 'border-l-4 border-l-accent',
                  )}
                >
                  <span className="min-w-0 flex-1 basis-36 truncate font-medium">
                    {index + 1}. {entry.exercise.name}
                  </span>
                  <div className="ml-auto flex items-center">
                    <SetsStepper
                      name={entry.exercise.name}
                      value={plannedSetsOf(entry, sets)}
                      onChange={(count) => onSetsChange({ ...sets, [entry.exercise.id]: count })}
                    />
                    <Button
                      id={arrowId(entry, 'up')}
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={`Move ${entry.exercise.name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      id={arrowId(entry, 'down')}
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={`Move ${entry.exercise.name} down`}
                      disabled={index === picked.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2"
                      aria-label={`Remove ${entry.exercise.name}`}
                      onClick={() => onChange(picked.filter((other) => other !== entry))}
                    >
                      <X className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                {index < picked.length - 1 ? (
                  <JoinSwitch
                    joined={links.includes(index)}
                    first={entry.exercise.name}
                    second={picked[index + 1]!.exercise.name}
                    onChange={(joined) => join(index, joined)}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>
      {action}
      {full ? (
        <p className="text-sm text-muted-foreground">
          That is {FREE_WORKOUT_MAX_EXERCISES}, the most a workout starts with: add more during the
          session.
        </p>
      ) : (
        <ExercisePicker
          onPick={(entry) => onChange([...picked, entry])}
          exclude={picked.map((entry) => entry.exercise.id)}
        />
      )}
    </>
  );
}

/** The sets an exercise starts with, 1 to {@link PLANNED_SETS_MAX}: more are added in the session. */
function SetsStepper({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex shrink-0 items-center" role="group" aria-label={`Sets of ${name}`}>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={`Fewer sets of ${name}`}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <Minus className="size-4" aria-hidden="true" />
      </Button>
      <span className="w-12 text-center tabular-nums text-muted-foreground" aria-live="polite">
        {value} {value === 1 ? 'set' : 'sets'}
      </span>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        aria-label={`More sets of ${name}`}
        disabled={value >= PLANNED_SETS_MAX}
        onClick={() => onChange(value + 1)}
      >
        <Plus className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The name of an empty workout or a routine: what History and My routines call it. */
export function PickedName({
  value,
  onChange,
  error,
  placeholder,
}: {
  value: string;
  onChange: (name: string) => void;
  error: string | undefined;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <FormField id={id} label="Name" error={error}>
      <input
        id={id}
        className={INPUT_CLASSES}
        value={value}
        placeholder={placeholder}
        maxLength={FREE_WORKOUT_NAME_MAX}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, error)}
      />
    </FormField>
  );
}
