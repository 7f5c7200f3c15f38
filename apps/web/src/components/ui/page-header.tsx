import type { ReactNode } from 'react';

export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-5 flex items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
        {subtitle ? (
          <p className="mt-1 text-sm font-medium text-muted-foreground">{subtitle}</p>
        ) : null}
      </div>
      {actions}
    </div>
  );
}
