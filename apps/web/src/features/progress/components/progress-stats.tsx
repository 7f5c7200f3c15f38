import { useId, type ReactNode } from 'react';
import { Flame, Trophy } from 'lucide-react';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import { Card } from '../../../components/ui/card.tsx';
import { formatDay } from '../../../lib/format.ts';

function Stat({
  icon,
  label,
  value,
  unit,
  caption,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  unit?: string;
  caption: string;
}) {
  const labelId = useId();
  return (
    // The value before the label: a label that wraps on a narrow screen moves nothing above it.
    <Card role="group" aria-labelledby={labelId} className="flex flex-col gap-1 p-4 sm:p-5">
      <span aria-hidden="true" className="text-primary">
        {icon}
      </span>
      <p className="text-3xl leading-tight font-extrabold tabular-nums">
        {value}
        {unit ? <span className="text-base font-semibold">{` ${unit}`}</span> : null}
      </p>
      <p id={labelId} className="text-sm leading-snug font-semibold">
        {label}
      </p>
      <p className="text-xs font-medium text-muted-foreground">{caption}</p>
    </Card>
  );
}

/**
 * Progress's first two figures (docs/product.md#progress-screen): workouts completed and the day
 * streak.
 */
export function ProgressStats({
  workouts,
  streak,
  currentYear,
}: {
  workouts: ProgressOverview['workoutsCompleted'];
  streak: ProgressOverview['dayStreak'];
  currentYear: number;
}) {
  const streakCaption = streak.trainedToday
    ? 'Trained today'
    : streak.days > 0
      ? 'Train today to keep it going'
      : streak.lastTrainedOn
        ? `Last workout ${formatDay(streak.lastTrainedOn, currentYear)}`
        : 'Complete a workout to start one';
  return (
    <div className="grid grid-cols-2 gap-3">
      <Stat
        icon={<Trophy className="size-5" />}
        label="Workouts Completed"
        value={workouts.total}
        caption={workouts.total === 0 ? 'None yet' : `${workouts.thisMonth} this month`}
      />
      <Stat
        icon={<Flame className="size-5" />}
        label="Day Streak"
        value={streak.days}
        unit={streak.days === 1 ? 'day' : 'days'}
        caption={streakCaption}
      />
    </div>
  );
}
