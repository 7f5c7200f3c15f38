import { useId, useState, type FormEvent } from 'react';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useRecordQuarterlyTest } from '../api/record-quarterly-test.ts';
import { shownResult, useKnownUnit } from '../utils/use-known-unit.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  checkTestForm,
  emptyTestForm,
  type TestFormField,
  type TestFormValues,
} from '../utils/test-form.ts';
import {
  FormField,
  INPUT_CLASSES,
  TEXTAREA_CLASSES,
  describedBy,
} from '../../../components/ui/form-field.tsx';

export const SAVE_TEST_FALLBACK = 'Failed to save test results. Please try again.';

/** The Quarterly Test modal (docs/product.md#quarterly-test) for one goal. Mounted while open. */
export function QuarterlyTestDialog({
  goal,
  today,
  open,
  onOpenChange,
}: {
  goal: Goal;
  /** The user's local calendar day (YYYY-MM-DD). */
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [values, setValues] = useState<TestFormValues>(() => emptyTestForm(goal, today));
  const [errors, setErrors] = useState<Partial<Record<TestFormField, string>>>({});
  // One id per opened dialog: a retried or double-tapped save records one test.
  const [clientId] = useState(newClientId);
  const mutation = useRecordQuarterlyTest();
  const unit = useKnownUnit();
  const field = (name: TestFormField) => `${id}-${name}`;

  const set = <K extends TestFormField>(field: K, value: TestFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function save(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    const check = checkTestForm(values, { goalId: goal.id, clientId }, today);
    if (check.kind === 'missing-result') {
      toast({ title: check.title, description: check.description, variant: 'destructive' });
      document.getElementById(field('testResult'))?.focus();
      return;
    }
    if (check.kind === 'invalid') {
      setErrors(check.errors);
      return;
    }
    setErrors({});
    mutation.mutate(check.body, {
      onSuccess: () => {
        toast({
          title: 'Test recorded!',
          description: 'Your quarterly assessment has been saved successfully.',
        });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          title: 'Error recording test',
          description: errorMessage(error, SAVE_TEST_FALLBACK),
          variant: 'destructive',
        }),
    });
  }

  const scoreHint =
    "How close you are to the target, 0-100: it sets the goal's progress. Without one the goal reads 'Not scored'.";

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle>Quarterly Test</DialogTitle>
          <DialogDescription className="text-base font-semibold text-foreground">
            {goal.activityName}
          </DialogDescription>
        </DialogHeader>
        <dl className="mb-5 grid gap-2 rounded-2xl bg-muted/70 p-4 text-sm">
          <div>
            <dt className="font-semibold">How to test</dt>
            <dd className="text-muted-foreground">{goal.testDescription}</dd>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            <div>
              <dt className="inline font-semibold">Current: </dt>
              <dd className="inline text-muted-foreground">
                {shownResult(goal.currentAbility, unit)}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">Target: </dt>
              <dd className="inline text-muted-foreground">{goal.targetAbility}</dd>
            </div>
          </div>
        </dl>
        <form noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
          <FormField id={field('testDate')} label="Test date" error={errors.testDate}>
            <input
              id={field('testDate')}
              type="date"
              max={today}
              required
              className={INPUT_CLASSES}
              value={values.testDate}
              onChange={(e) => set('testDate', e.target.value)}
              {...describedBy(field('testDate'), errors.testDate)}
            />
          </FormField>
          <FormField id={field('plannedDate')} label="Planned date" error={errors.plannedDate}>
            <input
              id={field('plannedDate')}
              type="date"
              className={INPUT_CLASSES}
              value={values.plannedDate}
              onChange={(e) => set('plannedDate', e.target.value)}
              {...describedBy(field('plannedDate'), errors.plannedDate)}
            />
          </FormField>
          <FormField
            id={field('testResult')}
            label="Test result"
            error={errors.testResult}
            className="sm:col-span-2"
          >
            <textarea
              id={field('testResult')}
              rows={3}
              placeholder="What did you do? e.g. 'Hung for 48 s, grip gave out first'"
              className={TEXTAREA_CLASSES}
              value={values.testResult}
              onChange={(e) => set('testResult', e.target.value)}
              {...describedBy(field('testResult'), errors.testResult)}
            />
          </FormField>
          <FormField
            id={field('performanceScore')}
            label={
              <>
                Performance score{' '}
                <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            hint={scoreHint}
            error={errors.performanceScore}
          >
            <input
              id={field('performanceScore')}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              placeholder="0-100"
              className={INPUT_CLASSES}
              value={values.performanceScore}
              onChange={(e) => set('performanceScore', e.target.value)}
              {...describedBy(field('performanceScore'), errors.performanceScore, scoreHint)}
            />
          </FormField>
          <div className="flex items-start sm:pt-7">
            <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
              <input
                type="checkbox"
                className="size-5 accent-[var(--color-primary)]"
                checked={values.targetMet}
                onChange={(e) => set('targetMet', e.target.checked)}
              />
              Target met
            </label>
          </div>
          <FormField
            id={field('notes')}
            label={
              <>
                Notes <span className="font-normal text-muted-foreground">(optional)</span>
              </>
            }
            error={errors.notes}
            className="sm:col-span-2"
          >
            <textarea
              id={field('notes')}
              rows={2}
              placeholder="Conditions, how it felt, what to work on"
              className={TEXTAREA_CLASSES}
              value={values.notes}
              onChange={(e) => set('notes', e.target.value)}
              {...describedBy(field('notes'), errors.notes)}
            />
          </FormField>
          <DialogFooter className="mt-2 sm:col-span-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Test'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
