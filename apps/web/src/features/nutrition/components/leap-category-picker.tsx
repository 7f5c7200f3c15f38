import type { LeapCategory } from '@grandfit/shared/schemas/nutrition.ts';
import { cn } from '../../../lib/utils.ts';
import { CATEGORY_CLASSES, CATEGORY_DOT, CATEGORY_LABELS } from '../utils/leap-category.ts';

/** LEAP categories as a row of large radio chips, each in its own colour. */
export function LeapCategoryPicker<C extends LeapCategory>({
  name,
  legend,
  options,
  value,
  onChange,
  gridClassName,
}: {
  name: string;
  legend: string;
  options: readonly C[];
  value: C;
  onChange: (category: C) => void;
  gridClassName: string;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className={cn('grid gap-2', gridClassName)}>
        {options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-xl border text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === option ? CATEGORY_CLASSES[option] : 'border-border',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span
              aria-hidden="true"
              className={cn('size-2.5 rounded-full', CATEGORY_DOT[option])}
            />
            {CATEGORY_LABELS[option]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
