import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/** An honest placeholder: what will appear here, never invented numbers. */
export function EmptyState({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <div
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-emerald-50 text-primary [&_svg]:size-7"
        aria-hidden="true"
      >
        {icon}
      </div>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children ? (
        <div className="mt-2 max-w-sm text-sm text-muted-foreground">{children}</div>
      ) : null}
    </Card>
  );
}
