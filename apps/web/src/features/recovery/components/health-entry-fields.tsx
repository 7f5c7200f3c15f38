import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, type FieldError, type UseFormReturn } from 'react-hook-form';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { RangeInput } from '../../../components/ui/range-input.tsx';
import type { HealthEntryFormValues } from '../utils/health-entry-form.ts';

export const INPUT_CLASSES =
  'min-h-12 w-full rounded-xl border border-border bg-surface px-4 text-base tabular-nums focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

/**
 * The manual health entry's fields (docs/product.md#health-entries): every metric optional, sleep
 * quality a 1-10 slider. Shared by the log form and the edit dialog; `hints` adds the typical
 * ranges for a user entering a day for the first time.
 */
export function HealthEntryFields({
  form,
  hints = false,
}: {
  form: UseFormReturn<HealthEntryFormValues, unknown, HealthManualEntry>;
  hints?: boolean;
}) {
  const id = useId();
  const today = toLocalIsoDate(new Date());
  const { errors } = form.formState;
  const qualityLabelId = `${id}-quality`;
  return (
    <>
      <Field
        id={`${id}-date`}
        label="Date"
        error={errors.date}
        className="sm:col-span-2"
        input={{ type: 'date', max: today, ...form.register('date') }}
      />
      <Field
        id={`${id}-hrv`}
        label="HRV (ms)"
        hint={hints ? 'Typical: 30-80 ms' : undefined}
        error={errors.hrvScore}
        input={{ type: 'number', inputMode: 'numeric', step: 1, ...form.register('hrvScore') }}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-hrv-method`} className="text-sm font-semibold">
          HRV measure
        </label>
        <select
          id={`${id}-hrv-method`}
          className={INPUT_CLASSES}
          aria-describedby={`${id}-hrv-method-hint`}
          {...form.register('hrvMethod')}
        >
          <option value="rmssd">RMSSD (chest strap, ring or HRV app)</option>
          <option value="sdnn">SDNN (Apple Watch / Apple Health)</option>
        </select>
        <p id={`${id}-hrv-method-hint`} className="text-xs text-muted-foreground">
          Two different measures: each is trended against its own history.
        </p>
      </div>
      <Field
        id={`${id}-rhr`}
        label="Resting Heart Rate (bpm)"
        hint={hints ? 'Typical: 50-80 bpm' : undefined}
        error={errors.restingHeartRate}
        input={{
          type: 'number',
          inputMode: 'numeric',
          step: 1,
          ...form.register('restingHeartRate'),
        }}
      />
      <Field
        id={`${id}-sleep`}
        label="Sleep Hours"
        error={errors.sleepHours}
        input={{
          type: 'number',
          inputMode: 'decimal',
          step: 0.5,
          ...form.register('sleepHours'),
        }}
      />
      <Field
        id={`${id}-vo2`}
        label="VO2 Max"
        hint={hints ? 'ml/kg/min' : undefined}
        error={errors.vo2Max}
        input={{ type: 'number', inputMode: 'decimal', step: 0.1, ...form.register('vo2Max') }}
      />

      <Controller
        control={form.control}
        name="sleepQuality"
        render={({ field }) => (
          <div className="flex flex-col sm:col-span-2">
            <div className="flex items-baseline justify-between text-sm">
              <label id={qualityLabelId} className="font-semibold">
                Sleep Quality
              </label>
              <span className="font-semibold tabular-nums" aria-hidden="true">
                {field.value}
                <span className="font-normal text-muted-foreground">/10</span>
              </span>
            </div>
            <RangeInput
              aria-labelledby={qualityLabelId}
              value={field.value}
              aria-valuetext={`${field.value} out of 10`}
              onValueChange={(value) => {
                field.onChange(value);
                form.setValue('sleepQualityTouched', true);
              }}
            />
            {hints ? (
              <p className="text-xs text-muted-foreground">
                Saved with your sleep hours, or once you move it.
              </p>
            ) : null}
            {errors.sleepQuality ? (
              <p className="text-sm text-destructive">{errors.sleepQuality.message}</p>
            ) : null}
          </div>
        )}
      />
      {errors.root ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-2">
          {errors.root.message}
        </p>
      ) : null}
    </>
  );
}

/** A labelled input with its hint and error wired up for assistive tech. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  input,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: FieldError;
  className?: string;
  input: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['flex flex-col gap-1.5', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        className={INPUT_CLASSES}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="text-sm text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
