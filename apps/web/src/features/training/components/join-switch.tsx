import { Link2, Unlink2 } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

/** Between two exercises: joined in a superset, or apart. */
export function JoinSwitch({
  joined,
  first,
  second,
  onChange,
}: {
  joined: boolean;
  first: string;
  second: string;
  onChange: (joined: boolean) => void;
}) {
  const Icon = joined ? Link2 : Unlink2;
  return (
    <div className="flex justify-center py-0.5">
      <button
        type="button"
        aria-pressed={joined}
        aria-label={`Superset ${first} with ${second}`}
        onClick={() => onChange(!joined)}
        className={cn(
          'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-xs font-semibold',
          joined
            ? 'bg-accent/15 text-foreground hover:bg-accent/25'
            : 'text-muted-foreground hover:bg-muted hover:text-foreground',
        )}
      >
        <Icon
          className={cn('size-4', joined && 'text-primary dark:text-accent')}
          aria-hidden="true"
        />
        {joined ? 'Superset' : 'Join'}
      </button>
    </div>
  );
}
