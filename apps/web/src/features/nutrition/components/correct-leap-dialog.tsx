import { useId, useState, type FormEvent } from 'react';
import { LEAP_CATEGORIES } from '@grandfit/shared/domain/nutrition/leap-categories.ts';
import type { LeapCategory } from '@grandfit/shared/schemas/nutrition.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-user.ts';
import { useCorrectLeapCategory } from '../api/correct-leap-category.ts';
import { CATEGORY_LABELS } from '../utils/leap-category.ts';
import { LeapCategoryPicker } from './leap-category-picker.tsx';
import { SAVED_OFFLINE } from '../../../lib/outbox/saved-offline.ts';

export interface CorrectableFood {
  name: string;
  foodId: string | null;
  leapCategory: LeapCategory;
}

/**
 * Correct a food's LEAP category (docs/decisions/034-food-evidence-and-leap-matching.md): the
 * matching reads a food's ingredients from its name, which can be wrong for a product; the user's
 * answer is remembered for that food.
 */
export function CorrectLeapDialog({
  food,
  onOpenChange,
}: {
  food: CorrectableFood;
  onOpenChange: (open: boolean) => void;
}) {
  const { user } = useAuth();
  const name = useId();
  const [category, setCategory] = useState<LeapCategory>(food.leapCategory);
  const [error, setError] = useState<string | null>(null);
  const correct = useCorrectLeapCategory();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (correct.isPending) return;
    correct.mutate(
      { correction: { name: food.name, foodId: food.foodId, category }, userId: user?.id },
      {
        onSuccess: (sent) => {
          toast({
            title: 'Category corrected',
            description: sent.status === 'queued' ? SAVED_OFFLINE : undefined,
          });
          onOpenChange(false);
        },
        onError: (failure) =>
          setError(errorMessage(failure, 'Could not save the correction. Please try again.')),
      },
    );
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Correct LEAP category</DialogTitle>
          <DialogDescription>
            {food.name} reads as {CATEGORY_LABELS[food.leapCategory].toLowerCase()} from your LEAP
            list. If that is wrong for this food, choose its category: it is remembered for every
            meal with it.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="grid gap-4">
          <LeapCategoryPicker
            name={name}
            legend={`Category of ${food.name}`}
            options={LEAP_CATEGORIES}
            value={category}
            onChange={setCategory}
            gridClassName="grid-cols-2 sm:grid-cols-4"
          />
          {error ? (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={correct.isPending}>
              Save
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
