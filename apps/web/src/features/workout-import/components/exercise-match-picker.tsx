import { useId, useMemo, useState, type FormEvent } from 'react';
import { ArrowLeft, Check } from 'lucide-react';
import {
  CUSTOM_EXERCISE_KINDS,
  type CustomExerciseKind,
  type ImportedExerciseName,
} from '@grandfit/shared/schemas/workout-import.ts';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { cn } from '../../../lib/utils.ts';
import {
  CUSTOM_NAME_MAX,
  customNameOf,
  searchExerciseOptions,
  type ExerciseOption,
  type NameChoice,
} from '../utils/import-choices.ts';
import { KIND_LABEL } from '../../../lib/exercise-catalog.ts';

/** More would make the list a scroll of the whole library on a phone: typing narrows it. */
const SHOWN = 40;

/**
 * Changing what one name of the file becomes: a library or custom exercise found by typing, or a
 * new custom exercise of a kind. A view of its own inside the dialog rather than a popover, so a
 * phone gets the whole sheet for the search list and its keyboard.
 */
export function ExerciseMatchPicker({
  exercise,
  current,
  options,
  onChoose,
  onBack,
}: {
  exercise: ImportedExerciseName;
  current: NameChoice;
  options: readonly ExerciseOption[];
  onChoose: (choice: NameChoice) => void;
  onBack: () => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [customName, setCustomName] = useState(
    current.type === 'new' ? current.name : customNameOf(exercise.name),
  );
  const [kind, setKind] = useState<CustomExerciseKind>(
    current.type === 'new' ? current.kind : exercise.kind,
  );
  const [nameError, setNameError] = useState(false);

  // The server's candidates first while nothing is typed: the likeliest answers, one tap away.
  const shown = useMemo(() => {
    if (query.trim() !== '') return searchExerciseOptions(options, query).slice(0, SHOWN);
    const candidates = [exercise.match, ...exercise.alternatives].flatMap((match) =>
      match ? [match.exerciseId] : [],
    );
    const byId = new Map(options.map((option) => [option.id, option]));
    const first = candidates.flatMap((candidate) => byId.get(candidate) ?? []);
    const rest = options.filter((option) => !candidates.includes(option.id));
    return [...first, ...rest].slice(0, SHOWN);
  }, [exercise, options, query]);

  const chosenId = current.type === 'existing' ? current.exerciseId : null;

  const createCustom = (event: FormEvent) => {
    event.preventDefault();
    if (customName.trim() === '') return setNameError(true);
    onChoose({ type: 'new', name: customName.trim(), kind });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-4">
      <div className="flex items-start gap-2">
        <Button variant="ghost" size="icon" aria-label="Back to the exercises" onClick={onBack}>
          <ArrowLeft className="size-5" aria-hidden="true" />
        </Button>
        <div className="min-w-0">
          <h3 id={`${id}-title`} className="text-base font-semibold break-words">
            Match “{exercise.name}”
          </h3>
          <p className="text-xs text-muted-foreground">
            {exercise.sets} {exercise.sets === 1 ? 'set' : 'sets'} in the file
          </p>
        </div>
      </div>

      <div className="grid gap-2">
        <label htmlFor={`${id}-search`} className="text-sm font-semibold">
          Search exercises
        </label>
        <input
          id={`${id}-search`}
          type="search"
          autoFocus
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Bench press, squat, row…"
          className={INPUT_CLASSES}
          autoComplete="off"
        />
        <ul
          aria-label="Exercises"
          className="max-h-[40dvh] overflow-y-auto overscroll-contain rounded-2xl border border-border"
        >
          {shown.length === 0 ? (
            <li className="px-4 py-3 text-sm text-muted-foreground">
              No exercise matches “{query}”. Create it as a custom exercise below.
            </li>
          ) : (
            shown.map((option) => (
              <li key={option.id} className="border-b border-border last:border-b-0">
                <button
                  type="button"
                  aria-pressed={option.id === chosenId}
                  onClick={() =>
                    onChoose({
                      type: 'existing',
                      exerciseId: option.id,
                      name: option.name,
                      custom: option.custom,
                      origin: 'user',
                      confidence: 1,
                      remembered: false,
                    })
                  }
                  className={cn(
                    'flex min-h-11 w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-muted',
                    option.id === chosenId && 'bg-muted font-semibold',
                  )}
                >
                  <span className="min-w-0 flex-1 break-words">{option.name}</span>
                  <span className="shrink-0 text-xs text-muted-foreground capitalize">
                    {option.custom ? `Yours · ${option.group}` : option.group}
                  </span>
                  {option.id === chosenId ? (
                    <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  ) : null}
                </button>
              </li>
            ))
          )}
        </ul>
      </div>

      <form
        onSubmit={createCustom}
        noValidate
        aria-labelledby={`${id}-custom`}
        className="grid gap-3 rounded-2xl border border-border p-4"
      >
        <h4 id={`${id}-custom`} className="text-sm font-semibold">
          Create as custom exercise
        </h4>
        <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-name`} className="text-xs font-semibold">
              Custom exercise name
            </label>
            <input
              id={`${id}-name`}
              value={customName}
              maxLength={CUSTOM_NAME_MAX}
              aria-invalid={nameError || undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => {
                setCustomName(event.target.value);
                setNameError(false);
              }}
              className={INPUT_CLASSES}
            />
            {nameError ? (
              <p id={`${id}-name-error`} className="text-sm text-destructive">
                Give the exercise a name.
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-kind`} className="text-xs font-semibold">
              Kind
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as CustomExerciseKind)}
              className={INPUT_CLASSES}
            >
              {CUSTOM_EXERCISE_KINDS.map((value) => (
                <option key={value} value={value}>
                  {KIND_LABEL[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Button type="submit" variant="outline">
          Use a new custom exercise
        </Button>
      </form>
    </section>
  );
}
