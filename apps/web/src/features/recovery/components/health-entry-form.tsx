import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Slider } from '../../../components/ui/slider.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSaveHealthEntry } from '../api/save-health-entry.ts';
import {
  emptyHealthEntry,
  healthEntryFormSchema,
  saveErrorMessage,
  type HealthEntryFormValues,
} from '../utils/health-entry-form.ts';

export const INPUT_CLASSES =
  'min-h-12 w-full rounded-xl border border-border bg-surface px-4 text-base tabular-nums focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

/** Spec 2/5 "Manual health entry": every metric optional, sleep quality a 1-10 slider. */
export function HealthEntryForm() {
  const today = toLocalIsoDate(new Date());
  const form = useForm<HealthEntryFormValues, unknown, HealthManualEntry>({
    resolver: zodResolver(healthEntryFormSchema),
    defaultValues: emptyHealthEntry(today),
  });
  const { errors } = form.formState;
  const mutation = useSaveHealthEntry({
    onSuccess: () => {
      toast({ title: 'Health data saved' });
      // Keep the day, clear the readings: the card above now shows them.
      form.reset(emptyHealthEntry(form.getValues('date')));
    },
    onError: (error) =>
      toast({
        title: 'Error saving data',
        description: saveErrorMessage(error),
        variant: 'destructive',
      }),
  });
  const id = useId();
  const qualityLabelId = `${id}-quality`;

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold tracking-tight">Log Health Data</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Every field is optional: enter what you have.
      </p>
      <form
        noValidate
        onSubmit={form.handleSubmit((entry) => mutation.mutate(entry))}
        className="grid gap-4 sm:grid-cols-2"
      >
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
          hint="Typical: 30-80 ms"
          error={errors.hrvScore}
          input={{ type: 'number', inputMode: 'numeric', step: 1, ...form.register('hrvScore') }}
        />
        <Field
          id={`${id}-rhr`}
          label="Resting Heart Rate (bpm)"
          hint="Typical: 50-80 bpm"
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
          hint="ml/kg/min"
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
              <Slider
                labelledBy={qualityLabelId}
                value={field.value}
                valueText={`${field.value} out of 10`}
                onValueChange={(value) => {
                  field.onChange(value);
                  form.setValue('sleepQualityTouched', true);
                }}
              />
              <p className="text-xs text-muted-foreground">
                Saved with your sleep hours, or once you move it.
              </p>
              {errors.sleepQuality ? (
                <p className="text-sm text-destructive">{errors.sleepQuality.message}</p>
              ) : null}
            </div>
          )}
        />

        <Button type="submit" className="sm:col-span-2" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Health Data'}
        </Button>
      </form>
    </Card>
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
