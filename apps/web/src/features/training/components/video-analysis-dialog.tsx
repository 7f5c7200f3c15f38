import { useRef, useState, type ChangeEvent } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { Camera, FolderOpen, RotateCcw, X } from 'lucide-react';
import { analyzeVideo } from '@grandfit/shared/domain/form-video/analyze.ts';
import type { VideoAnalysisResult } from '@grandfit/shared/schemas/video.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { newClientId } from '../../../lib/outbox/client-id.ts';
import { useSaveVideoAnalysis } from '../api/save-video-analysis.ts';
import { setDataOf, videoScoreVariant } from '../utils/video-score.ts';
import type { SetDraft } from '../utils/set-inputs.ts';
import { poseFramesOf } from '../utils/video-pose.ts';
import { progressPercent } from '../utils/frame-schedule.ts';
import { TAB_TRIGGER_CLASSES } from '../../../components/ui/tab-classes.ts';

type Step =
  | { name: 'choose' }
  | { name: 'analyzing'; done: number; total: number }
  | { name: 'results'; result: VideoAnalysisResult }
  | { name: 'insufficient'; reason: string };

const FAILED = {
  variant: 'destructive',
  title: 'Analysis Failed',
  description: 'Could not analyze video. Please try again.',
} as const;

const SCORE_ROWS = [
  ['movementScore', 'Movement'],
  ['rangeOfMotionScore', 'Range of Motion'],
  ['tempoScore', 'Tempo'],
  ['stabilityScore', 'Stability'],
] as const;

/**
 * The Video Form Analysis modal (docs/product.md#video-analysis-dialog): choose or record a video
 * of the set, then the analysis runs on this device (MediaPipe Pose, docs/video-analysis.md), then
 * Scores / Feedback / Corrections. The result is stored with the set and its video; the video never
 * leaves the device for the analysis itself.
 */
export function VideoAnalysisDialog({
  exercise,
  setNumber,
  draft,
  demo,
  open,
  onOpenChange,
}: {
  exercise: { id: string; name: string };
  setNumber: number;
  draft: SetDraft;
  demo: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [saveNote, setSaveNote] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const save = useSaveVideoAnalysis();

  const reset = () => {
    cancel.current?.abort();
    cancel.current = null;
    setSaveNote(null);
    setStep({ name: 'choose' });
  };

  const analyse = async (file: File) => {
    const controller = new AbortController();
    cancel.current = controller;
    setSaveNote(null);
    setStep({ name: 'analyzing', done: 0, total: 0 });
    try {
      const { frames, aspect } = await poseFramesOf(file, {
        signal: controller.signal,
        onProgress: (done, total) => {
          if (!controller.signal.aborted) setStep({ name: 'analyzing', done, total });
        },
      });
      if (controller.signal.aborted) return;
      const outcome = analyzeVideo(exercise.id, frames, { aspect });
      if (outcome.status === 'insufficient') {
        setStep({ name: 'insufficient', reason: outcome.reason });
        toast(FAILED);
        return;
      }
      const result: VideoAnalysisResult = {
        overallScore: outcome.overallScore,
        confidence: outcome.confidence,
        movementScore: outcome.movementScore,
        rangeOfMotionScore: outcome.rangeOfMotionScore,
        tempoScore: outcome.tempoScore,
        stabilityScore: outcome.stabilityScore,
        feedback: outcome.feedback,
        corrections: outcome.corrections,
        reps: outcome.reps,
      };
      setStep({ name: 'results', result });
      toast({
        title: 'Video Analysis Complete',
        description: 'Your form has been analyzed with AI feedback.',
      });
      if (demo) {
        setSaveNote('Demo workout: the analysis is not saved.');
        return;
      }
      save.mutate(
        {
          clientId: newClientId(),
          exerciseId: exercise.id,
          setData: setDataOf(draft, setNumber),
          result,
          video: file,
        },
        {
          onSuccess: () => setSaveNote('Saved with this set. The AI Coach’s Form tab uses it.'),
          onError: (error) => setSaveNote(`Not saved: ${error.message}`),
        },
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setStep({
        name: 'insufficient',
        reason: error instanceof Error ? error.message : 'The video could not be read.',
      });
      toast(FAILED);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void analyse(file);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Video Form Analysis</DialogTitle>
          <DialogDescription>
            {exercise.name} · Set {setNumber}
          </DialogDescription>
        </DialogHeader>
        {step.name === 'choose' ? <Choose onFile={onFile} /> : null}
        {step.name === 'analyzing' ? (
          <Analyzing done={step.done} total={step.total} onCancel={reset} />
        ) : null}
        {step.name === 'results' ? <Results result={step.result} saveNote={saveNote} /> : null}
        {step.name === 'insufficient' ? (
          <p role="alert" className="rounded-2xl bg-muted p-4 text-sm">
            {step.reason}
          </p>
        ) : null}
        {step.name === 'results' || step.name === 'insufficient' ? (
          <Button variant="outline" className="mt-5 w-full" onClick={reset}>
            <RotateCcw className="size-4" aria-hidden="true" />
            Analyze Another Video
          </Button>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Choose({ onFile }: { onFile: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const record = useRef<HTMLInputElement>(null);
  const choose = useRef<HTMLInputElement>(null);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Film the whole set side-on or from the front, with your whole body in the frame. The
        analysis runs on this phone: it finds your joints in each frame, counts the reps and scores
        their depth, tempo and steadiness.
      </p>
      <div className="grid grid-cols-2 gap-2.5">
        <Button onClick={() => record.current?.click()}>
          <Camera className="size-4" aria-hidden="true" />
          Record Video
        </Button>
        <Button variant="outline" onClick={() => choose.current?.click()}>
          <FolderOpen className="size-4" aria-hidden="true" />
          Choose Video
        </Button>
      </div>
      <input
        ref={record}
        type="file"
        accept="video/*"
        capture="environment"
        aria-label="Record a video"
        className="sr-only"
        tabIndex={-1}
        onChange={onFile}
      />
      <input
        ref={choose}
        type="file"
        accept="video/*"
        aria-label="Choose a video"
        className="sr-only"
        tabIndex={-1}
        onChange={onFile}
      />
    </div>
  );
}

function Analyzing({
  done,
  total,
  onCancel,
}: {
  done: number;
  total: number;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-4 py-6">
      <div role="status" className="flex w-full flex-col items-center gap-4">
        <Spinner />
        <p className="text-sm font-medium">Analyzing your form...</p>
        <Progress
          value={progressPercent(done, total)}
          label="Analysis progress"
          className="w-full"
        />
        <p className="text-xs text-muted-foreground tabular-nums">
          {total > 0 ? `Frame ${done} of ${total}` : 'Loading the pose model...'}
        </p>
      </div>
      {/* Stops decoding and the pose worker at once; nothing is saved. */}
      <Button variant="outline" className="w-full" onClick={onCancel}>
        <X className="size-4" aria-hidden="true" />
        Cancel
      </Button>
    </div>
  );
}

function Results({ result, saveNote }: { result: VideoAnalysisResult; saveNote: string | null }) {
  const overall = Math.round(result.overallScore);
  return (
    <div className="grid gap-4">
      <div className="flex items-center justify-between rounded-2xl bg-muted p-4">
        <div>
          <p className="text-sm font-medium text-muted-foreground">Overall form</p>
          <p className="text-3xl font-extrabold tabular-nums">{overall}</p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <Badge variant={videoScoreVariant(overall)}>{overall}/100</Badge>
          <span className="text-xs text-muted-foreground tabular-nums">
            {result.reps} {result.reps === 1 ? 'rep' : 'reps'} · confidence{' '}
            {Math.round(result.confidence * 100)}%
          </span>
        </div>
      </div>
      <Tabs defaultValue="scores">
        <TabList aria-label="Analysis" className="grid grid-cols-3 gap-1 rounded-full bg-muted p-1">
          <Tab value="scores" className={TAB_TRIGGER_CLASSES}>
            Scores
          </Tab>
          <Tab value="feedback" className={TAB_TRIGGER_CLASSES}>
            Feedback
          </Tab>
          <Tab value="corrections" className={TAB_TRIGGER_CLASSES}>
            Corrections
          </Tab>
        </TabList>
        <TabPanel value="scores" className="mt-4 focus:outline-none">
          <dl className="grid gap-3">
            {SCORE_ROWS.map(([key, label]) => {
              const value = Math.round(result[key]);
              return (
                <div key={key} className="grid gap-1.5">
                  <div className="flex items-center justify-between text-sm">
                    <dt className="font-medium">{label}</dt>
                    <dd>
                      <Badge variant={videoScoreVariant(value)}>{value}</Badge>
                    </dd>
                  </div>
                  <Progress value={value} label={`${label} score`} />
                </div>
              );
            })}
          </dl>
        </TabPanel>
        <TabPanel value="feedback" className="mt-4 focus:outline-none">
          <TextList items={result.feedback} empty="No feedback for this video." />
        </TabPanel>
        <TabPanel value="corrections" className="mt-4 focus:outline-none">
          <TextList items={result.corrections} empty="Nothing to correct: keep it up." />
        </TabPanel>
      </Tabs>
      {saveNote ? <p className="text-xs text-muted-foreground">{saveNote}</p> : null}
    </div>
  );
}

function TextList({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm leading-relaxed">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          {item}
        </li>
      ))}
    </ul>
  );
}
