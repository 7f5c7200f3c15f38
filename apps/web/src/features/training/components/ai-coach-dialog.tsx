import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { AlertTriangle, Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type {
  FormAnalysisView,
  ProgressionRecommendationView,
} from '@grandfit/shared/schemas/coach.ts';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import { useFormAnalysis } from '../api/get-form-analysis.ts';
import { useMovementCues } from '../api/get-movement-cues.ts';
import { useProgressionRecommendation } from '../api/get-progression-recommendation.ts';
import { formatConfidence } from './weight-recommendation-card.tsx';
import { TAB_TRIGGER_CLASSES } from '../../../components/ui/tab-classes.ts';

/**
 * Form score badges (docs/product.md#ai-coach-dialog): 80 or more default, 60 or more secondary,
 * else destructive.
 */
export function formScoreVariant(score: number): BadgeVariant {
  if (score >= 80) return 'default';
  if (score >= 60) return 'secondary';
  return 'destructive';
}

const ACTIONS: Record<
  ProgressionRecommendationView['action'],
  { label: string; icon: typeof TrendingUp }
> = {
  increase: { label: 'Increase the load', icon: TrendingUp },
  maintain: { label: 'Keep the load', icon: Minus },
  deload: { label: 'Deload', icon: TrendingDown },
};

type CoachExercise = Pick<WorkoutExercise, 'id' | 'name' | 'formCues' | 'cardio' | 'unit'>;

/**
 * The AI Coach modal (docs/product.md#ai-coach-dialog): Tips (movement cues), Form (form analysis)
 * and Progress (progression recommendation) for the current exercise. Each tab asks the coach only
 * when it is opened (Radix unmounts the others). The demo asks nothing: it has its own cues and
 * says what the other tabs need.
 */
export function AiCoachDialog({
  exercise,
  demo,
  open,
  onOpenChange,
}: {
  exercise: CoachExercise;
  demo: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>AI Coach</DialogTitle>
          <DialogDescription>{exercise.name}</DialogDescription>
        </DialogHeader>
        <Tabs defaultValue="tips">
          <TabList
            aria-label="Coach topics"
            className="grid grid-cols-3 gap-1 rounded-full bg-muted p-1"
          >
            {(['Tips', 'Form', 'Progress'] as const).map((label) => (
              <Tab key={label} value={label.toLowerCase()} className={TAB_TRIGGER_CLASSES}>
                {label}
              </Tab>
            ))}
          </TabList>
          <TabPanel value="tips" className="mt-5 focus:outline-none">
            {demo ? <CueList cues={exercise.formCues} /> : <TipsTab exercise={exercise} />}
          </TabPanel>
          <TabPanel value="form" className="mt-5 focus:outline-none">
            {demo ? (
              <DemoNote />
            ) : (
              <FormTab
                exerciseId={exercise.id}
                cardio={exercise.cardio ?? false}
                rated={exercise.unit === 'reps'}
              />
            )}
          </TabPanel>
          <TabPanel value="progress" className="mt-5 focus:outline-none">
            {demo ? <DemoNote /> : <ProgressTab exerciseId={exercise.id} />}
          </TabPanel>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function DemoNote() {
  return (
    <p className="rounded-2xl bg-muted p-4 text-sm text-muted-foreground">
      The coach reads your own logged sets. Start a workout from Today to see it here.
    </p>
  );
}

/** Loading and error states shared by the tabs; `children` renders the answer. */
function CoachAnswer<T>({
  query,
  loading,
  unavailable,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  unavailable: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl bg-muted p-4">
        <p className="text-sm text-muted-foreground">{unavailable}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className="flex items-center gap-3 py-6 text-sm text-muted-foreground">
      <Spinner className="size-5" />
      {loading}
    </div>
  );
}

function CueList({ cues }: { cues: readonly string[] }) {
  if (cues.length === 0) {
    return <p className="text-sm text-muted-foreground">No cues for this exercise yet.</p>;
  }
  return (
    <ol className="grid gap-2.5">
      {cues.map((cue, index) => (
        <li key={cue} className="flex gap-3 text-sm leading-relaxed">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-xs font-bold text-primary"
          >
            {index + 1}
          </span>
          {cue}
        </li>
      ))}
    </ol>
  );
}

function TipsTab({ exercise }: { exercise: CoachExercise }) {
  const query = useMovementCues(exercise.id);
  return (
    <CoachAnswer
      query={query}
      loading="Loading tips..."
      unavailable="The coach's tips are not available right now."
    >
      {(data) => <CueList cues={data.cues.length > 0 ? data.cues : exercise.formCues} />}
    </CoachAnswer>
  );
}

function TextList({ title, items, tone }: { title: string; items: string[]; tone?: 'risk' }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1.5 grid gap-1.5">
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              'flex gap-2 text-sm leading-relaxed text-muted-foreground',
              tone === 'risk' && 'text-foreground',
            )}
          >
            {tone === 'risk' ? (
              <AlertTriangle
                className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400"
                aria-hidden="true"
              />
            ) : (
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
            )}
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One score of the Form tab: a badge for a number; for no data a plain "No data yet" with what
 * would make one, never a red 0 (decision 036).
 */
export function ScoreRow({
  label,
  hint,
  score,
  empty,
}: {
  label: string;
  hint: string;
  score: number | null;
  empty: string;
}) {
  return (
    <div className="rounded-2xl bg-muted p-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold">{label}</p>
        {score === null ? (
          <span className="shrink-0 text-sm font-medium text-muted-foreground">No data yet</span>
        ) : (
          <Badge variant={formScoreVariant(score)} className="shrink-0 px-3 py-1 text-sm">
            {Math.round(score)}/100
          </Badge>
        )}
      </div>
      <p className="mt-1 text-xs text-muted-foreground">
        {score === null ? `${hint}. ${empty}.` : `${hint}.`}
      </p>
    </div>
  );
}

/**
 * The Form tab: the form score comes only from video analyses; the logged sets give "Effort
 * accuracy" (logged RIR against the target), a separate number. Cardio gets neither.
 */
function FormTab({
  exerciseId,
  cardio,
  rated,
}: {
  exerciseId: string;
  cardio: boolean;
  /** Rep work is rated with RIR; timed holds and carries are not, so they get no effort row. */
  rated: boolean;
}) {
  const query = useFormAnalysis(exerciseId);
  return (
    <CoachAnswer
      query={query}
      loading="Analyzing your movement..."
      unavailable="Form analysis is not available right now."
    >
      {(data: FormAnalysisView) => (
        <div className="grid gap-4">
          {/* Cardio: no scores at all; the feedback says why. */}
          {cardio ? null : (
            <div className="grid gap-2">
              <ScoreRow
                label="Form score"
                hint="From your Video Analysis of this exercise"
                score={data.overallScore}
                empty="Record a set with Video Analysis"
              />
              {rated ? (
                <ScoreRow
                  label="Effort accuracy"
                  hint="How close your logged RIR was to the target"
                  score={data.effortAccuracy}
                  empty="Needs 3 sets rated with RIR"
                />
              ) : null}
            </div>
          )}
          <TextList title="Feedback" items={data.feedback} />
          <TextList title="Recommendations" items={data.recommendations} />
          <TextList title="Watch out for" items={data.riskFactors} tone="risk" />
        </div>
      )}
    </CoachAnswer>
  );
}

function ProgressTab({ exerciseId }: { exerciseId: string }) {
  const query = useProgressionRecommendation(exerciseId);
  return (
    <CoachAnswer
      query={query}
      loading="Loading your progression..."
      unavailable="The progression recommendation is not available right now."
    >
      {(data: ProgressionRecommendationView) => {
        const action = ACTIONS[data.action];
        const Icon = action.icon;
        return (
          <div className="grid gap-4">
            <div className="flex items-center gap-3 rounded-2xl bg-muted p-4">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-surface text-primary"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <p className="font-semibold">{action.label}</p>
                <p className="text-xs text-muted-foreground">
                  {formatConfidence(data.confidence)} · {data.timeframe}
                </p>
              </div>
            </div>
            <p className="text-sm leading-relaxed">{data.reasoning}</p>
            <TextList title="Recovery focus" items={data.recoveryFocus} />
          </div>
        );
      }}
    </CoachAnswer>
  );
}
