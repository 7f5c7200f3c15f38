import type { ReactNode } from 'react';
import { Hourglass, ShieldCheck, Sparkles, TriangleAlert } from 'lucide-react';
import type { FoodCorrelation, PendingFood } from '@grandfit/shared/schemas/nutrition.ts';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useInsights } from '../api/get-insights.ts';
import { useLeapCompliance } from '../../../lib/food/get-leap-compliance.ts';
import { confidenceText, pendingText, percent } from '../utils/format.ts';
import { SAMPLE_COMPLIANCE, sampleCorrelations } from '../utils/samples.ts';
import { SampleBadge } from './food-chip.tsx';
import { AwaitingData } from '../../../components/ui/awaiting-data.tsx';

type Row = Pick<FoodCorrelation, 'food' | 'symptom' | 'correlation' | 'occurrences'> &
  Partial<Pick<FoodCorrelation, 'confidence'>>;

/**
 * The Insights tab (docs/product.md#nutrition-screen): LEAP MRT Compliance over the last 7 days,
 * Foods to Watch and Your Power Foods. The samples (the sample meals' compliance, sample foods)
 * only for a user with no data at all, labelled "Sample"; otherwise an honest empty state.
 */
export function InsightsPanel({ hasNoData }: { hasNoData: boolean }) {
  const compliance = useLeapCompliance();
  const insights = useInsights();

  if (compliance.isPending || insights.isPending) {
    return (
      <AwaitingData>
        <div role="status" aria-label="Loading insights" className="grid gap-3">
          {[0, 1, 2].map((key) => (
            <div key={key} className="h-32 animate-pulse rounded-[var(--radius-card)] bg-muted" />
          ))}
        </div>
      </AwaitingData>
    );
  }
  if (compliance.isError || insights.isError) {
    return (
      <Card role="alert" className="p-5 text-sm">
        <p className="font-semibold">Couldn&apos;t load your insights</p>
        <p className="text-muted-foreground">{(compliance.error ?? insights.error)?.message}</p>
      </Card>
    );
  }

  const data = insights.data;
  const noData = hasNoData && data.mealCount === 0 && data.symptomCount === 0;
  const score = compliance.data.overallScore;

  return (
    <div className="grid gap-4">
      <Card role="region" aria-labelledby="leap-compliance-title">
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle id="leap-compliance-title" className="flex items-center gap-2">
            <ShieldCheck className="size-5 text-primary" aria-hidden="true" />
            LEAP MRT Compliance
          </CardTitle>
          {noData && score === null ? <SampleBadge /> : null}
        </CardHeader>
        <CardContent>
          {score !== null || noData ? (
            <>
              <p className="text-4xl font-extrabold tracking-tight">
                {Math.round(score ?? SAMPLE_COMPLIANCE)}%
              </p>
              <Progress
                value={score ?? SAMPLE_COMPLIANCE}
                label="LEAP compliance, last 7 days"
                className="mt-3"
              />
              <p className="mt-2 text-sm text-muted-foreground">
                {score !== null
                  ? `Share of green foods in your ${compliance.data.mealCount} ${compliance.data.mealCount === 1 ? 'meal' : 'meals'} of the last ${compliance.data.days} days.`
                  : 'Sample figure: log meals to see your own.'}
              </p>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">
              {compliance.data.mealCount === 0
                ? 'No meals logged in the last 7 days.'
                : 'Add the foods of your MRT result to My LEAP List to score your meals.'}
            </p>
          )}
        </CardContent>
      </Card>

      <CorrelationCard
        id="foods-to-watch"
        title="Foods to Watch"
        icon={
          <TriangleAlert className="size-5 text-amber-600 dark:text-amber-400" aria-hidden="true" />
        }
        rows={noData ? sampleCorrelations().problemFoods : data.problemFoods}
        sample={noData}
        measure={(row) => `${percent(row.correlation)} correlation`}
        tone="bg-amber-50 text-amber-900"
        empty="No food stands out yet. Foods show here once you've eaten them a few times and logged how you felt in the 72 hours after."
      />
      <CorrelationCard
        id="power-foods"
        title="Your Power Foods"
        icon={<Sparkles className="size-5 text-primary" aria-hidden="true" />}
        rows={noData ? sampleCorrelations().powerFoods : data.powerFoods}
        sample={noData}
        measure={(row) => `${percent(row.correlation)} positive`}
        tone="bg-emerald-50 text-emerald-900"
        empty="Foods you do well on show here once they've been eaten a few times with fewer symptoms than usual."
      />
      {!noData && data.pendingFoods.length > 0 ? <PendingCard foods={data.pendingFoods} /> : null}
    </div>
  );
}

function CorrelationCard({
  id,
  title,
  icon,
  rows,
  sample,
  measure,
  tone,
  empty,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  rows: readonly Row[];
  sample: boolean;
  measure: (row: Row) => string;
  tone: string;
  empty: string;
}) {
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          {icon}
          {title}
        </CardTitle>
        {sample ? <SampleBadge /> : null}
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-label={title} className="grid gap-2">
            {rows.map((row) => (
              <li
                key={`${row.food}-${row.symptom}`}
                className="flex items-center justify-between gap-3 rounded-xl border border-border px-3 py-2"
              >
                <div className="min-w-0">
                  <p className="truncate font-semibold">{row.food}</p>
                  <p className="text-xs text-muted-foreground">
                    {row.symptom} · {row.occurrences} {row.occurrences === 1 ? 'meal' : 'meals'}
                    {row.confidence !== undefined
                      ? ` · ${confidenceText(row.confidence)} confidence`
                      : ''}
                  </p>
                </div>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-bold ${tone}`}>
                  {measure(row)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * Foods eaten but not yet judged (docs/decisions/034-food-evidence-and-leap-matching.md): a food is
 * scored only on meals whose 72-hour symptom window has closed, and only from 5 of them with a
 * significant difference, so until then the card says how many more meals it needs instead of a
 * figure.
 */
function PendingCard({ foods }: { foods: readonly PendingFood[] }) {
  return (
    <Card role="region" aria-labelledby="pending-foods-title">
      <CardHeader>
        <CardTitle id="pending-foods-title" className="flex items-center gap-2">
          <Hourglass className="size-5 text-muted-foreground" aria-hidden="true" />
          Still learning
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="mb-3 text-sm text-muted-foreground">
          A food is judged once enough of its meals have passed the 72 hours in which symptoms
          count.
        </p>
        <ul aria-label="Still learning" className="grid gap-2">
          {foods.map((food) => (
            <li
              key={food.foodId ?? food.food}
              className="flex flex-col gap-0.5 rounded-xl border border-border px-3 py-2 sm:flex-row sm:items-center sm:justify-between sm:gap-3"
            >
              <p className="max-w-full min-w-0 truncate font-semibold">{food.food}</p>
              <p className="text-xs text-muted-foreground sm:shrink-0 sm:text-right">
                {pendingText(food)}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
