import { NavLink } from 'react-router';
import { cn } from '../../../lib/utils.ts';

/**
 * Workouts and History side by side: History is one tap from Workouts
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
export function TrainingTabs() {
  const tab = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex min-h-11 flex-1 items-center justify-center rounded-full px-4 text-sm font-semibold transition-colors',
      isActive
        ? 'bg-surface text-foreground shadow-sm'
        : 'text-muted-foreground hover:text-foreground',
    );
  return (
    <nav aria-label="Training" className="mb-4 flex gap-1 rounded-full bg-muted p-1">
      <NavLink to="/workouts" end className={tab}>
        Programme
      </NavLink>
      <NavLink to="/history" className={tab}>
        History
      </NavLink>
    </nav>
  );
}
