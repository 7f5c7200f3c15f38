import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import {
  daysUntil,
  formatShortDate,
  journeyCaption,
  type JourneyStatus,
} from '../utils/journey-dates.ts';
import type { NutritionTile } from '../utils/nutrition-tile.ts';

/**
 * The Progress Overview tiles (docs/product.md#progress-overview), 'Training Starts' and
 * 'Nutrition' 'Ready', made real: the date is the user's own journey start, with where the journey
 * stands; the nutrition tile is today's meals and the 7-day LEAP compliance ('Ready' before the
 * first meal).
 */
export function ProgressOverview({
  today,
  journeyStart,
  status,
  week,
  nutrition,
  className,
}: {
  /** The user's local calendar day (YYYY-MM-DD). */
  today: string;
  journeyStart?: string;
  status?: JourneyStatus;
  week?: number;
  /** Undefined while loading; null when it could not be loaded. */
  nutrition?: NutritionTile | null;
  className?: string;
}) {
  const titleId = useId();
  const currentYear = Number(today.slice(0, 4));
  return (
    <Card role="region" aria-labelledby={titleId} className={className}>
      <div className="p-5">
        <h2 id={titleId} className="mb-4 text-base font-semibold tracking-tight">
          Progress Overview
        </h2>
        <dl className="grid grid-cols-2 gap-2.5">
          <div className="flex flex-col gap-1 rounded-xl bg-muted px-3.5 py-3">
            <dt className="text-sm font-medium text-muted-foreground">Training Starts</dt>
            {journeyStart ? (
              <dd className="text-xl leading-tight font-extrabold">
                {formatShortDate(journeyStart, currentYear)}
              </dd>
            ) : (
              <dd className="h-8 w-20 animate-pulse rounded-md bg-white" aria-label="Loading" />
            )}
            {journeyStart && status && week !== undefined ? (
              <dd className="text-xs font-medium text-muted-foreground">
                {journeyCaption(status, week, daysUntil(journeyStart, today))}
              </dd>
            ) : null}
          </div>
          <div className="flex flex-col gap-1 rounded-xl bg-muted px-3.5 py-3">
            <dt className="text-sm font-medium text-muted-foreground">Nutrition</dt>
            {nutrition === undefined ? (
              <dd className="h-8 w-20 animate-pulse rounded-md bg-white" aria-label="Loading" />
            ) : (
              <dd className="text-xl leading-tight font-extrabold">{nutrition?.value ?? '—'}</dd>
            )}
            {nutrition?.caption ? (
              <dd className="text-xs font-medium text-muted-foreground">{nutrition.caption}</dd>
            ) : null}
            <dd>
              <Link
                to="/nutrition"
                className="inline-flex items-center text-xs font-semibold text-primary hover:underline"
              >
                {nutrition?.link ?? 'Open Nutrition'}
                <ChevronRight className="size-3.5" aria-hidden="true" />
              </Link>
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
