import type { SessionSourceApp } from '@grandfit/shared/schemas/workout-import.ts';
import { SESSION_SOURCE_LABELS } from '@grandfit/shared/domain/session-sources.ts';
import { cn } from '../lib/utils.ts';

/**
 * The app an imported session came from ("Strong", "Hevy", "Liftosaur"), as a small pill; nothing
 * for a session logged in GrandFit. Named in full for screen readers.
 */
export function SourceBadge({
  source,
  className,
}: {
  source: SessionSourceApp;
  className?: string;
}) {
  if (source === 'grandfit') return null;
  const app = SESSION_SOURCE_LABELS[source];
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-semibold text-muted-foreground',
        className,
      )}
      title={`Imported from ${app}`}
      data-testid="session-source"
    >
      <span className="sr-only">Imported from </span>
      {app}
    </span>
  );
}
