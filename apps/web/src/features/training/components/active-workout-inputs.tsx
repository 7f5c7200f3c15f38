import { WEIGHT_FIELD_LABEL } from '@grandfit/shared/domain/programme/weight-role.ts';
import { useId } from 'react';
import { Minus, Plus, X } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import {
  SET_DEFAULTS,
  SET_LIMITS,
  repsLimitFor,
  repsLabel,
  stepDraftValue,
  tracksRir,
  type SetDraft,
  type SetDraftErrors,
  type SetExercise,
} from '../utils/set-inputs.ts';
import { loadStep, type LoadKind, type WeightPrefs } from '../utils/weight-units.ts';
import { PlateCalculator } from './plate-calculator.tsx';

interface StepperFieldProps {
  label: string;
  unit?: string;
  value: string;
  error?: string;
  min: number;
  max: number;
  step: number;
  /** Where − / + start from when the field is empty. */
  fallback: number;
  decimal?: boolean;
  /** Focus the input when it appears (Add weight was just tapped). */
  autoFocus?: boolean;
  onChange: (value: string) => void;
}

/**
 * A number input between − and + buttons: big enough to hit with a thumb between sets, and
 * typing still works for a jump (from 35 to 70 lb).
 */
function StepperField({
  label,
  unit,
  value,
  error,
  min,
  max,
  step,
  fallback,
  decimal = false,
  autoFocus = false,
  onChange,
}: StepperFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const stepBy = (delta: number) => onChange(stepDraftValue(value, delta, { min, max }, fallback));
  const buttonClass =
    'inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-muted text-foreground transition-colors hover:bg-secondary active:bg-border disabled:opacity-40';
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
      <label htmlFor={id} className="min-w-0 text-sm font-semibold">
        {label}
        {unit ? (
          <span className="block text-xs font-normal text-muted-foreground">
            <span className="sr-only"> in </span>
            {unit}
          </span>
        ) : null}
      </label>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          aria-label={`Decrease ${label.toLowerCase()}`}
          className={buttonClass}
          onClick={() => stepBy(-step)}
          disabled={Number(value) <= min}
        >
          <Minus className="size-5" aria-hidden="true" />
        </button>
        <input
          id={id}
          type="number"
          inputMode={decimal ? 'decimal' : 'numeric'}
          min={min}
          max={max}
          step={step}
          value={value}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-12 w-20 min-w-0 rounded-xl border border-border bg-surface text-center text-xl font-bold tabular-nums',
            '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
            error && 'border-destructive',
          )}
        />
        <button
          type="button"
          aria-label={`Increase ${label.toLowerCase()}`}
          className={buttonClass}
          onClick={() => stepBy(step)}
          disabled={Number(value) >= max}
        >
          <Plus className="size-5" aria-hidden="true" />
        </button>
      </div>
      {error ? (
        <p id={errorId} className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The set inputs (docs/product.md#set-limits): Weight (step 2.5, min 0) for a loaded exercise, Reps
 * (or seconds or minutes: reps 0 to 50, time 0 to 600) and RIR (0 to 10) for an exercise counted in
 * reps. Bodyweight reps take an optional Added weight (decision 080), behind "Add weight" until
 * there is one: most sets of push-ups have none, and a field of 0 would ask for one every set.
 * Assisted reps always ask for their Assistance (decision 083), the band's or machine's help.
 */
export function SetInputs({
  exercise,
  loaded,
  draft,
  errors,
  onChange,
  prefs,
  load = {},
  assistance = false,
  addedWeight,
}: {
  exercise: SetExercise;
  loaded: boolean;
  draft: SetDraft;
  errors: SetDraftErrors;
  onChange: (patch: Partial<SetDraft>) => void;
  /** The user's unit and step (decision 024), bar and plates. */
  prefs: WeightPrefs;
  /**
   * What the lift is loaded with: the weight moves by the bar's, the gym's dumbbells' or
   * kettlebells' step, and a barbell lift shows the plate calculator under the weight.
   */
  load?: LoadKind;
  /** Assisted reps: the Assistance field, in the weight's place. */
  assistance?: boolean;
  /** Bodyweight reps: whether the Added weight field shows, and the taps that show or hide it. */
  addedWeight?: { shown: boolean; onShownChange: (shown: boolean) => void };
}) {
  const showRir = tracksRir(exercise);
  return (
    // One row per field at every width: label on the left, the stepper under the right thumb.
    <div className="grid gap-3">
      {loaded ? (
        <StepperField
          label="Weight"
          unit={prefs.unit}
          value={draft.weight}
          error={errors.weight}
          min={SET_LIMITS.weight.min}
          max={SET_LIMITS.weight.max}
          step={loadStep(load, prefs)}
          fallback={SET_DEFAULTS.weight}
          decimal
          onChange={(weight) => onChange({ weight })}
        />
      ) : null}
      {assistance ? (
        <StepperField
          label={WEIGHT_FIELD_LABEL.assistance}
          unit={prefs.unit}
          value={draft.weight}
          error={errors.weight}
          min={SET_LIMITS.weight.min}
          max={SET_LIMITS.weight.max}
          step={loadStep({}, prefs)}
          fallback={0}
          decimal
          onChange={(weight) => onChange({ weight })}
        />
      ) : null}
      {loaded && load.barbell === true ? (
        <PlateCalculator weight={draft.weight} prefs={prefs} />
      ) : null}
      <StepperField
        label={repsLabel(exercise)}
        value={draft.reps}
        error={errors.reps}
        min={repsLimitFor(exercise.unit).min}
        max={repsLimitFor(exercise.unit).max}
        step={1}
        fallback={SET_DEFAULTS.reps}
        onChange={(reps) => onChange({ reps })}
      />
      {addedWeight ? (
        <AddedWeight
          {...addedWeight}
          value={draft.weight}
          error={errors.weight}
          prefs={prefs}
          onChange={(weight) => onChange({ weight })}
        />
      ) : null}
      {showRir ? (
        <StepperField
          label="RIR"
          unit="reps in reserve"
          value={draft.rir}
          error={errors.rir}
          min={SET_LIMITS.rir.min}
          max={SET_LIMITS.rir.max}
          step={1}
          fallback={SET_DEFAULTS.rir}
          onChange={(rir) => onChange({ rir })}
        />
      ) : null}
    </div>
  );
}

/** A belt or a vest on bodyweight reps (decision 080): a tap away, then a field like Weight. */
function AddedWeight({
  shown,
  onShownChange,
  value,
  error,
  prefs,
  onChange,
}: {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  value: string;
  error: string | undefined;
  prefs: WeightPrefs;
  onChange: (value: string) => void;
}) {
  if (!shown) {
    return (
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-semibold text-primary"
        onClick={() => onShownChange(true)}
      >
        <Plus className="size-4" aria-hidden="true" />
        Add weight
      </button>
    );
  }
  return (
    <div className="grid gap-1">
      <StepperField
        label={WEIGHT_FIELD_LABEL.added}
        unit={prefs.unit}
        value={value}
        error={error}
        min={SET_LIMITS.weight.min}
        max={SET_LIMITS.weight.max}
        step={loadStep({}, prefs)}
        fallback={0}
        decimal
        autoFocus={value === ''}
        onChange={onChange}
      />
      <button
        type="button"
        className="inline-flex min-h-11 items-center gap-1.5 justify-self-start text-sm font-semibold text-muted-foreground"
        onClick={() => onShownChange(false)}
      >
        <X className="size-4" aria-hidden="true" />
        No added weight
      </button>
    </div>
  );
}
