import { cn } from '../../lib/utils.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block size-8 animate-spin rounded-full border-[3px] border-primary/20 border-t-primary',
        className,
      )}
    />
  );
}

/** Full-height centred spinner with a visible, announced label. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6">
      <Spinner />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}
