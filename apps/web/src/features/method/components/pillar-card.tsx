import { useId } from 'react';
import { Link } from 'react-router';
import { ChartColumn, ChevronRight, Dumbbell, Salad, Wind, type LucideIcon } from 'lucide-react';
import type { MethodPillar, MethodStat, PillarKey } from '@grandfit/shared/schemas/method.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { STAT_LABELS, formatGoal, formatNumber } from '../utils/method-format.ts';

interface PillarLook {
  title: string;
  subtitle: string;
  icon: LucideIcon;
  tint: string;
}

/** The four pillars, in the order of docs/product.md#method-screen. */
export const PILLAR_LOOKS: Record<PillarKey, PillarLook> = {
  strength: {
    title: 'Strength Training',
    subtitle: 'Stability, strength, Zone 2, VO2 max',
    icon: Dumbbell,
    tint: 'bg-emerald-50 text-primary',
  },
  recovery: {
    title: 'Recovery & Breathing',
    subtitle: 'HRV, breathing and sleep',
    icon: Wind,
    tint: 'bg-sky-50 text-sky-700 dark:text-sky-400',
  },
  nutrition: {
    title: 'Anti-Inflammatory Nutrition',
    subtitle: 'LEAP: green, yellow and red foods',
    icon: Salad,
    tint: 'bg-lime-50 text-lime-700 dark:text-lime-400',
  },
  consistency: {
    title: 'Consistency & Analytics',
    subtitle: 'Streaks and tracking',
    icon: ChartColumn,
    tint: 'bg-violet-50 text-violet-700 dark:text-violet-400',
  },
};

/** The buttons route to /workout, /breathing, /nutrition and /analytics. */
function actionFor(key: PillarKey, todayWorkoutId: string | null): { to: string; label: string } {
  switch (key) {
    case 'strength':
      return todayWorkoutId
        ? { to: `/workout/${todayWorkoutId}`, label: "Start Today's Workout" }
        : { to: '/workouts', label: 'View Workouts' };
    case 'recovery':
      return { to: '/breathing', label: 'Start Breathing' };
    case 'nutrition':
      return { to: '/nutrition', label: 'Open Nutrition' };
    default:
      return { to: '/analytics', label: 'View Analytics' };
  }
}

function StatTile({ stat }: { stat: MethodStat }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-xl bg-muted px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{STAT_LABELS[stat.key]}</dt>
      <dd className="flex flex-wrap items-baseline gap-x-1">
        {stat.current === null ? (
          <span className="text-sm font-bold">No data yet</span>
        ) : (
          <span className="text-xl leading-tight font-extrabold tabular-nums">
            {formatNumber(stat.current)}
          </span>
        )}{' '}
        <span className="text-xs font-medium text-muted-foreground tabular-nums">
          {formatGoal(stat)}
        </span>
      </dd>
      {stat.note ? (
        <dd className="text-[0.6875rem] leading-snug text-muted-foreground">{stat.note}</dd>
      ) : null}
    </div>
  );
}

/** A pillar: its progress %, two stats (current / goal) and the button to train it. */
export function PillarCard({
  pillar,
  todayWorkoutId,
}: {
  pillar: MethodPillar;
  todayWorkoutId: string | null;
}) {
  const titleId = useId();
  const look = PILLAR_LOOKS[pillar.key];
  const Icon = look.icon;
  const action = actionFor(pillar.key, todayWorkoutId);
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <span
          className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${look.tint}`}
          aria-hidden="true"
        >
          <Icon className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-base leading-tight font-bold tracking-tight">
            {look.title}
          </h3>
          <p className="text-xs text-muted-foreground">{look.subtitle}</p>
        </div>
      </div>
      <div className="mt-3 flex items-center gap-3">
        <Progress
          value={pillar.progress ?? 0}
          label={`${look.title} progress`}
          className="flex-1"
        />
        <p className="shrink-0 text-right text-lg leading-none font-extrabold tabular-nums">
          {pillar.progress === null ? (
            <span className="text-xs font-semibold text-muted-foreground">No data yet</span>
          ) : (
            <>
              {pillar.progress}%<span className="sr-only"> progress</span>
            </>
          )}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2">
        {pillar.stats.map((stat) => (
          <StatTile key={stat.key} stat={stat} />
        ))}
      </dl>
      <Link to={action.to} className={buttonClasses('outline', 'sm', 'mt-3 w-full')}>
        {action.label}
        <ChevronRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
