import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

export const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base focus:border-primary focus:outline-none focus-visible:outline-2 focus-visible:outline-ring aria-[invalid=true]:border-destructive';

export const TEXTAREA_CLASSES = cn(INPUT_CLASSES, 'py-2 leading-snug');

/** A label, the control, and its error or hint (ids `${id}-error` / `${id}-hint`). */
export function FormField({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
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

/** aria attributes tying a control to its FormField's error or hint. */
export function describedBy(id: string, error?: string, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}
