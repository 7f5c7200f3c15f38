import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

export type StatusTone = 'neutral' | 'success' | 'error';

const TONES: Record<StatusTone, string> = {
  neutral: 'bg-emerald-50 text-primary',
  success: 'bg-emerald-100 text-emerald-700 dark:text-emerald-400',
  error: 'bg-red-50 text-destructive',
};

/** A centred, full-page card for the standalone screens (callbacks, offline). */
export function StatusScreen({
  icon,
  tone = 'neutral',
  title,
  children,
  actions,
  busy = false,
}: {
  icon: ReactNode;
  tone?: StatusTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  busy?: boolean;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-5 py-10">
      <div
        className="w-full max-w-md rounded-3xl border border-border bg-surface p-8 text-center shadow-[0_20px_60px_-30px_rgba(11,18,32,0.35)]"
        aria-busy={busy || undefined}
      >
        <div
          className={cn(
            'mx-auto mb-5 flex size-16 items-center justify-center rounded-2xl [&_svg]:size-8',
            TONES[tone],
          )}
          aria-hidden="true"
        >
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {children ? (
          <div className="mt-3 text-sm leading-relaxed text-muted-foreground">{children}</div>
        ) : null}
        {actions ? <div className="mt-7 flex flex-col gap-3">{actions}</div> : null}
      </div>
    </main>
  );
}
