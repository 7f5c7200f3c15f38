import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  GOAL_TEXT_LIMITS,
  updateGoalSchema,
  type Goal,
  type UpdateGoal,
} from '@grandfit/shared/schemas/goals.ts';
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
import { useUpdateGoal } from '../api/update-goal.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  FormField,
  INPUT_CLASSES,
  TEXTAREA_CLASSES,
  describedBy,
} from '../../../components/ui/form-field.tsx';

/** 'Edit': the goal's name, how it is tested, where the user stands and the target. */
export function EditGoalDialog({
  goal,
  open,
  onOpenChange,
}: {
  goal: Goal;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const form = useForm<UpdateGoal>({
    resolver: zodResolver(updateGoalSchema),
    defaultValues: {
      activityName: goal.activityName,
      testDescription: goal.testDescription,
      currentAbility: goal.currentAbility,
      targetAbility: goal.targetAbility,
    },
  });
  const { errors } = form.formState;
  const mutation = useUpdateGoal();

  const save = form.handleSubmit((change) =>
    mutation.mutate(
      { goalId: goal.id, change },
      {
        onSuccess: () => {
          toast({ title: 'Goal updated' });
          onOpenChange(false);
        },
        onError: (error) =>
          toast({
            title: 'Could not save the goal',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    ),
  );
  const field = (name: keyof UpdateGoal) => {
    const fieldId = `${id}-${name}`;
    return { id: fieldId, ...describedBy(fieldId, errors[name]?.message), ...form.register(name) };
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg!">
        <DialogHeader>
          <DialogTitle>Edit Goal</DialogTitle>
          <DialogDescription>
            Progress and test dates come from your quarterly tests and stay as they are.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={save} className="grid gap-4">
          <FormField
            id={`${id}-activityName`}
            label="Activity"
            error={errors.activityName?.message}
          >
            <input
              className={INPUT_CLASSES}
              maxLength={GOAL_TEXT_LIMITS.activityName}
              {...field('activityName')}
            />
          </FormField>
          <FormField
            id={`${id}-testDescription`}
            label="How to test it"
            error={errors.testDescription?.message}
          >
            <textarea
              rows={3}
              className={TEXTAREA_CLASSES}
              maxLength={GOAL_TEXT_LIMITS.testDescription}
              {...field('testDescription')}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-currentAbility`}
              label="Current ability"
              error={errors.currentAbility?.message}
            >
              <input
                className={INPUT_CLASSES}
                maxLength={GOAL_TEXT_LIMITS.currentAbility}
                {...field('currentAbility')}
              />
            </FormField>
            <FormField
              id={`${id}-targetAbility`}
              label="Target"
              error={errors.targetAbility?.message}
            >
              <input
                className={INPUT_CLASSES}
                maxLength={GOAL_TEXT_LIMITS.targetAbility}
                {...field('targetAbility')}
              />
            </FormField>
          </div>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : 'Save Goal'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
