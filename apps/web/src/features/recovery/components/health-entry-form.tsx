import { useForm } from 'react-hook-form';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useSaveHealthEntry } from '../api/save-health-entry.ts';
import {
  emptyHealthEntry,
  saveErrorMessage,
  type HealthEntryFormValues,
} from '../utils/health-entry-form.ts';
import { healthEntryResolver, loadHealthEntrySchema } from '../utils/health-entry-check.ts';
import { HealthEntryFields } from './health-entry-fields.tsx';

/**
 * The manual health entry (docs/product.md#health-entries): every metric optional, sleep quality a
 * 1-10 slider.
 */
export function HealthEntryForm() {
  const today = toLocalIsoDate(new Date());
  const form = useForm<HealthEntryFormValues, unknown, HealthManualEntry>({
    resolver: healthEntryResolver,
    defaultValues: emptyHealthEntry(today),
  });
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

  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold tracking-tight">Log Health Data</h2>
      <p className="mt-1 mb-4 text-sm text-muted-foreground">
        Every field is optional: enter what you have.
      </p>
      <form
        noValidate
        onFocus={() => void loadHealthEntrySchema().catch(() => undefined)}
        onSubmit={form.handleSubmit((entry) => mutation.mutate(entry))}
        className="grid gap-4 sm:grid-cols-2"
      >
        <HealthEntryFields form={form} hints />

        <Button type="submit" className="sm:col-span-2" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : 'Save Health Data'}
        </Button>
      </form>
    </Card>
  );
}
