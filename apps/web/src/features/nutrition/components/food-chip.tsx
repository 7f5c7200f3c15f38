import type { LeapCategory } from '@grandfit/shared/schemas/nutrition.ts';
import { cn } from '../../../lib/utils.ts';
import { CATEGORY_CLASSES, CATEGORY_DOT, CATEGORY_LABELS } from '../utils/leap-category.ts';

/** A food with its LEAP category: colour and a written label (never colour alone). */
export function FoodChip({
  name,
  category,
  className,
}: {
  name: string;
  category: LeapCategory;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-semibold',
        CATEGORY_CLASSES[category],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', CATEGORY_DOT[category])} />
      {name}
      <span className="sr-only">({CATEGORY_LABELS[category]})</span>
    </span>
  );
}

export function CategoryBadge({ category }: { category: LeapCategory }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold',
        CATEGORY_CLASSES[category],
      )}
    >
      <span aria-hidden="true" className={cn('size-2 rounded-full', CATEGORY_DOT[category])} />
      {CATEGORY_LABELS[category]}
    </span>
  );
}

export function SampleBadge() {
  return (
    <span className="inline-flex items-center rounded-full border border-dashed border-amber-400 bg-amber-50 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-800 uppercase">
      Sample
    </span>
  );
}
