import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

/**
 * A radio button drawn as a card: the whole card is the label and the touch target. The title
 * names the radio; the description describes it.
 */
export function ChoiceCard({
  title,
  description,
  className,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'title'> & {
  title: ReactNode;
  description?: ReactNode;
}) {
  const id = useId();
  return (
    <label
      className={cn(
        'flex min-h-14 cursor-pointer items-center gap-3 rounded-2xl border border-border bg-surface px-4 py-3',
        'has-[:checked]:border-primary has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
        className,
      )}
    >
      <input
        type="radio"
        className="size-5 shrink-0 accent-primary"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-description` : undefined}
        {...input}
      />
      <span className="flex min-w-0 flex-col">
        <span id={`${id}-title`} className="text-base font-semibold">
          {title}
        </span>
        {description ? (
          <span id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
