import { useId, useState } from 'react';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { RangeInput } from '../../../components/ui/range-input.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSaveReadinessCheckin } from '../api/save-readiness-checkin.ts';

const CHECKIN_FIELDS = [
  { name: 'energy', label: 'Energy', hint: null },
  { name: 'mood', label: 'Mood', hint: null },
  // The one scale where more is worse; say so.
  { name: 'soreness', label: 'Soreness', hint: '10 = very sore' },
] as const;

type CheckInValues = Record<(typeof CHECKIN_FIELDS)[number]['name'], number>;

/** "How do you feel?": energy, mood and soreness 1-10, starting from the day's answer. */
export function ReadinessCheckIn({
  id,
  readiness,
  onSaved,
}: {
  id: string;
  readiness: Readiness;
  onSaved: () => void;
}) {
  const idPrefix = useId();
  const titleId = useId();
  const [values, setValues] = useState<CheckInValues>({
    energy: readiness.subjectiveEnergy,
    mood: readiness.subjectiveMood,
    soreness: readiness.subjectiveSoreness,
  });
  const mutation = useSaveReadinessCheckin({
    onSuccess: () => {
      toast({ title: 'Check-in saved' });
      onSaved();
    },
    onError: () =>
      toast({
        title: 'Error saving check-in',
        description: 'Please try again.',
        variant: 'destructive',
      }),
  });

  return (
    <form
      id={id}
      aria-labelledby={titleId}
      className="mt-3 flex flex-col gap-1 rounded-2xl bg-muted/60 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        mutation.mutate({ date: readiness.date, ...values });
      }}
    >
      <h3 id={titleId} className="text-sm font-semibold">
        How do you feel?
      </h3>
      <div className="grid gap-x-6 sm:grid-cols-3">
        {CHECKIN_FIELDS.map(({ name, label, hint }) => {
          const inputId = `${idPrefix}-${name}`;
          return (
            <div key={name} className="flex flex-col">
              <div className="flex items-baseline justify-between pt-2 text-sm">
                <span>
                  <label htmlFor={inputId} className="font-medium">
                    {label}
                  </label>
                  {hint ? <span className="ml-2 text-xs text-muted-foreground">{hint}</span> : null}
                </span>
                <span className="font-semibold tabular-nums" aria-hidden="true">
                  {values[name]}
                  <span className="font-normal text-muted-foreground">/10</span>
                </span>
              </div>
              <RangeInput
                id={inputId}
                value={values[name]}
                aria-valuetext={`${values[name]} out of 10`}
                onValueChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
              />
            </div>
          );
        })}
      </div>
      <Button type="submit" className="mt-2 sm:self-start" disabled={mutation.isPending}>
        {mutation.isPending ? 'Saving...' : 'Save check-in'}
      </Button>
    </form>
  );
}
