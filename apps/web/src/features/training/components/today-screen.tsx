import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@grandfit/shared/domain/dates.ts';
import { ChevronRight, Compass, Dumbbell, Target, TrendingUp, type LucideIcon } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';

const QUICK_LINKS: Array<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/goals', label: 'View All Goals', icon: Target },
  { to: '/methodology', label: 'Method', icon: Compass },
  { to: '/progress', label: 'View Progress', icon: TrendingUp },
];

/** `readiness`: the recovery feature's card, placed by the route (features do not import each other). */
export function TodayScreen({ readiness }: { readiness?: ReactNode }) {
  return (
    <>
      <PageHeader title="Today" subtitle={formatLongDate(new Date())} />
      <div className="grid gap-4">
        {readiness}
        <EmptyState icon={<Dumbbell />} title="Workout of the day">
          Your training programme arrives here soon.
        </EmptyState>
        <nav aria-label="Quick actions" className="grid gap-2 sm:grid-cols-3">
          {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex min-h-14 items-center gap-3 rounded-2xl border border-border bg-surface px-4 text-sm font-semibold transition-colors hover:bg-muted"
            >
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <span className="flex-1">{label}</span>
              <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
            </Link>
          ))}
        </nav>
      </div>
    </>
  );
}
