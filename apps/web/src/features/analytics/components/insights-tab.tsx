import { Lightbulb } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { CardEmpty } from '../../../components/ui/card-empty.tsx';
import { usePredictiveInsights } from '../api/get-predictive-insights.ts';
import { riskLabel, riskVariant } from '../utils/display.ts';
import { Bullets, LoadError, Loading, SectionCard } from './analytics-parts.tsx';

/**
 * Analytics' Insights (docs/product.md#analytics-screen): injury risks and plateau predictions only
 * when there are any, optimisation opportunities, and (an addition) what the data could not assess
 * yet.
 */
export function InsightsTab() {
  const insights = usePredictiveInsights();
  if (insights.isPending) return <Loading label="Loading predictive insights..." />;
  if (insights.isError) {
    return <LoadError what="your insights" onRetry={() => void insights.refetch()} />;
  }
  const data = insights.data;
  const nothing =
    data.injuryRiskFactors.length === 0 &&
    data.plateauPredictions.length === 0 &&
    data.optimizationOpportunities.length === 0;

  return (
    <div className="grid gap-5">
      {data.injuryRiskFactors.length > 0 ? (
        <SectionCard title="Injury Risk Assessment" description="From the last 2-4 weeks">
          <ul className="grid gap-3">
            {data.injuryRiskFactors.map((risk) => (
              <li key={risk.factor} className="grid gap-2 rounded-xl bg-muted px-3.5 py-3">
                <Badge variant={riskVariant(risk.risk)} className="justify-self-start">
                  {riskLabel(risk.risk)}
                </Badge>
                <p className="text-sm font-medium">{risk.factor}</p>
                <Bullets items={risk.mitigation} label="Mitigation" />
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      {data.plateauPredictions.length > 0 ? (
        <SectionCard title="Plateau Predictions" description="From each lift's e1RM trend">
          <ul className="grid gap-3">
            {data.plateauPredictions.map((plateau) => (
              <li key={plateau.exerciseId} className="grid gap-2 rounded-xl bg-muted px-3.5 py-3">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-semibold">{plateau.exerciseName}</span>
                  <Badge variant={plateau.timeToPlateauWeeks === 0 ? 'destructive' : 'secondary'}>
                    {plateau.timeToPlateauWeeks === 0
                      ? 'Plateau now'
                      : `~${plateau.timeToPlateauWeeks} weeks to plateau`}
                  </Badge>
                </div>
                <Bullets items={plateau.preventionStrategies} label="Prevention strategies" />
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard title="Optimization Opportunities" description="Where your data shows room">
        {data.optimizationOpportunities.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nothing stands out: your sessions, sleep and lifts are on plan for the last 90 days.
          </p>
        ) : (
          <ul className="grid gap-3">
            {data.optimizationOpportunities.map((opportunity) => (
              <li key={opportunity.area} className="grid gap-1.5 rounded-xl bg-muted px-3.5 py-3">
                <span className="font-semibold">{opportunity.area}</span>
                <p className="text-sm">{opportunity.potentialGain}</p>
                <Bullets items={opportunity.implementation} label="How" />
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {data.dataNotes.length > 0 ? (
        <SectionCard title="Not enough data yet" description="What these insights could not check">
          {nothing ? (
            <div className="mb-3">
              <CardEmpty icon={<Lightbulb className="size-5" />} title="Insights need your data">
                They come from your sets, recovery and goals: keep logging and they appear here.
              </CardEmpty>
            </div>
          ) : null}
          <Bullets items={data.dataNotes} />
        </SectionCard>
      ) : null}
    </div>
  );
}
