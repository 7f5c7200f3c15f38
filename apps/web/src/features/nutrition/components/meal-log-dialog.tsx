import { useMemo, useReducer, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useLeapList } from '../api/get-leap-list.ts';
import { useLogMeal } from '../api/log-meal.ts';
import { leapLookup } from '../utils/leap-category.ts';
import { useLeapCorrections } from '../api/correct-leap-category.ts';
import {
  initialWizardState,
  toLogMeal,
  wizardReducer,
  type WizardStep,
} from '../utils/meal-wizard.ts';
import { MealConfirmStep } from './meal-confirm-step.tsx';
import { MealDetailsStep } from './meal-details-step.tsx';
import { MealInputStep } from './meal-input-step.tsx';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

const STEPS: WizardStep[] = ['input', 'confirm', 'details'];
const STEP_NAMES: Record<WizardStep, string> = {
  input: 'Describe your meal',
  confirm: 'Confirm the foods',
  details: 'Add the details',
  saved: 'Saved',
};

/**
 * 'Log Your Meal' (docs/product.md#meal-logging): input, confirm, details, saved. It stays
 * mounted with the screen, so closing it midway keeps what was entered; a successful save
 * closes it and starts the next meal afresh.
 */
export function MealLogDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  // One id per meal: a retried or replayed save stores one meal (docs/product.md#idempotency).
  const [clientId, setClientId] = useState(newClientId);
  const [unmatched, setUnmatched] = useState<string[]>([]);
  const { user } = useAuth();
  const leapList = useLeapList();
  const leapCorrections = useLeapCorrections(user?.id);
  const lookup = useMemo(
    () => leapLookup(leapList.data, leapCorrections),
    [leapList.data, leapCorrections],
  );
  const logMeal = useLogMeal();

  const save = () => {
    const meal = toLogMeal(state, clientId, new Date().toISOString());
    if (!meal || logMeal.isPending) return;
    logMeal.mutate(
      { meal, userId: user?.id },
      {
        onSuccess: (result) => {
          dispatch({ type: 'saved' });
          toast(
            result.status === 'queued'
              ? {
                  title: 'Meal Logged',
                  description: SAVED_OFFLINE,
                }
              : { title: 'Meal Logged' },
          );
          // After a successful save the dialog closes and resets.
          onOpenChange(false);
          dispatch({ type: 'reset' });
          setUnmatched([]);
          setClientId(newClientId());
          logMeal.reset();
        },
        onError: () =>
          toast({
            title: 'Logging Failed',
            description: 'Could not log meal. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  const stepNumber = STEPS.indexOf(state.step) + 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle>Log Your Meal</DialogTitle>
          <DialogDescription>
            {stepNumber > 0 ? `Step ${stepNumber} of 3 · ${STEP_NAMES[state.step]}` : 'Saved'}
          </DialogDescription>
          {stepNumber > 0 ? (
            <ol aria-hidden="true" className="mt-1 grid grid-cols-3 gap-1.5">
              {STEPS.map((step, index) => (
                <li
                  key={step}
                  className={`h-1.5 rounded-full ${index < stepNumber ? 'bg-primary' : 'bg-muted'}`}
                />
              ))}
            </ol>
          ) : null}
        </DialogHeader>
        {state.step === 'input' ? (
          <MealInputStep
            state={state}
            dispatch={dispatch}
            lookup={lookup}
            onUnmatched={setUnmatched}
          />
        ) : state.step === 'confirm' ? (
          <MealConfirmStep
            state={state}
            dispatch={dispatch}
            lookup={lookup}
            unmatched={unmatched}
          />
        ) : state.step === 'details' ? (
          <MealDetailsStep
            state={state}
            dispatch={dispatch}
            saving={logMeal.isPending}
            onSave={save}
          />
        ) : (
          <p role="status" className="flex items-center gap-2 py-6 font-semibold text-primary">
            <CheckCircle2 className="size-6" aria-hidden="true" /> Meal Logged
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
