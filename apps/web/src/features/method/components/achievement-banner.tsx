import { Trophy } from 'lucide-react';
import type { MethodBanner } from '@grandfit/shared/schemas/method.ts';
import { formatDay } from '../utils/method-format.ts';

/**
 * The celebratory banner (docs/product.md#achievement-banner), shown only for a real achievement of
 * the last 7 days: a lift record or a decathlon goal achieved (the original prototype's
 * day-of-month placeholder made real).
 */
export function AchievementBanner({ banner }: { banner: MethodBanner }) {
  return (
    <section
      aria-label="Latest achievement"
      className="flex items-start gap-4 rounded-[var(--radius-card)] bg-accent p-4 text-accent-foreground shadow-sm sm:p-5"
    >
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-ink text-accent"
        aria-hidden="true"
      >
        <Trophy className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-lg leading-snug font-extrabold tracking-tight">{banner.title}</p>
        <p className="mt-0.5 text-sm font-medium text-ink/80">{banner.description}</p>
        <p className="mt-1 text-xs font-semibold text-ink/70">{formatDay(banner.date)}</p>
      </div>
    </section>
  );
}
