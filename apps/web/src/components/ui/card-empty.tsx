import type { ReactNode } from 'react';

/**
 * An honest empty state inside a card: what appears here and how to get it, no invented numbers.
 * The icon comes sized (size-5).
 */
export function CardEmpty({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl bg-muted/60 px-5 py-6 text-center">
      <div
        aria-hidden="true"
        className="flex size-11 items-center justify-center rounded-xl bg-emerald-50 text-primary"
      >
        {icon}
      </div>
      <p className="font-semibold">{title}</p>
      {children ? <div className="max-w-sm text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
