import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

export const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

export const TEXTAREA_CLASSES = cn(INPUT_CLASSES, 'py-2 leading-snug');

/** A label above its control, with an optional hint (id `${id}-hint`). */
export function Field({
  id,
  label,
  hint,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}
