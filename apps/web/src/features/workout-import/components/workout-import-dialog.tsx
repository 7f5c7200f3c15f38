import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { WifiOff } from 'lucide-react';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import {
  WORKOUT_IMPORT_MAX_BYTES,
  type WorkoutImportPreview,
} from '@grandfit/shared/schemas/workout-import.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { isNetworkFailure } from '../../../lib/network.ts';
import type { UploadProgress } from '../../../lib/upload-file.ts';
import { useIsOnline } from '../../../lib/use-online.ts';
import { useCommitWorkoutImport } from '../api/commit-workout-import.ts';
import { useCustomExercises } from '../../../lib/custom-exercises-query.ts';
import { usePreviewWorkoutImport } from '../api/preview-workout-import.ts';
import type { ImportStreamProgress } from '../utils/import-stream.ts';
import {
  counted,
  commitExercises,
  exerciseOptions,
  initialChoices,
  proposedChoice,
  unnamedCustom,
  type ExerciseOption,
  type NameChoice,
} from '../utils/import-choices.ts';
import { ExerciseMatchPicker } from './exercise-match-picker.tsx';
import { ImportPreview } from './import-preview.tsx';
import { ImportResult, importHeadline } from './import-result.tsx';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

const OFFLINE = 'Importing needs a connection. Connect to the internet and try again.';

function failureText(error: unknown, fallback: string): string {
  return isNetworkFailure(error) ? OFFLINE : errorMessage(error, fallback);
}

/**
 * The picker's options: the library and the user's custom exercises, plus any custom exercise the
 * server matched that the list does not hold yet (its list failed to load, or it is older).
 */
function optionsFor(preview: WorkoutImportPreview | undefined, custom: ExerciseOption[]) {
  const known = new Set(custom.map((option) => option.id));
  const extra = new Map<string, ExerciseOption>();
  for (const exercise of preview?.exercises ?? []) {
    for (const match of [exercise.match, ...exercise.alternatives]) {
      if (match?.custom && !known.has(match.exerciseId)) {
        extra.set(match.exerciseId, {
          id: match.exerciseId,
          name: match.name,
          group: 'custom',
          custom: true,
        });
      }
    }
  }
  return [...custom, ...extra.values()];
}

/**
 * "Import workout history": a Strong, Hevy or Liftosaur CSV export is uploaded and read, the user
 * checks what each exercise name becomes (and the unit when the file does not say), then the
 * import streams its progress. Stays mounted while closed, so an import under way still reports
 * its result (as a toast).
 */
export function WorkoutImportDialog({
  open,
  onOpenChange,
  showHistoryLink = true,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  showHistoryLink?: boolean;
}) {
  const id = useId();
  const online = useIsOnline();
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [progress, setProgress] = useState<ImportStreamProgress | null>(null);
  const [choices, setChoices] = useState<Map<string, NameChoice>>(new Map());
  const [unit, setUnit] = useState<WeightUnit | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [unitMissing, setUnitMissing] = useState(false);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  const openRef = useRef(open);
  const changeButtons = useRef(new Map<string, HTMLElement>());
  const previewMutation = usePreviewWorkoutImport({ onProgress: setUpload });
  const commitMutation = useCommitWorkoutImport({ onProgress: setProgress });
  const customExercises = useCustomExercises();
  const preview = previewMutation.data;

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const options = useMemo(
    () => [
      ...exerciseOptions([]),
      ...optionsFor(
        preview,
        exerciseOptions(customExercises.data ?? []).filter((o) => o.custom),
      ),
    ],
    [customExercises.data, preview],
  );

  const choose = (file: File) => {
    commitMutation.reset();
    setTooLarge(null);
    // Said at once rather than after uploading 32 MB for the server to refuse it.
    if (file.size > WORKOUT_IMPORT_MAX_BYTES) {
      previewMutation.reset();
      return setTooLarge(
        `This file is ${Math.ceil(file.size / 2 ** 20)} MB; the import takes files up to ${
          WORKOUT_IMPORT_MAX_BYTES / 2 ** 20
        } MB. Export a shorter period and import each file.`,
      );
    }
    abort.current = new AbortController();
    previewMutation.mutate(
      { file, signal: abort.current.signal },
      {
        onSuccess: (result) => {
          setChoices(initialChoices(result));
          setUnit(result.unit);
          setUnitMissing(false);
          setEditing(null);
        },
      },
    );
  };

  const startImport = () => {
    if (!preview) return;
    if (preview.unit === null && unit === null) return setUnitMissing(true);
    setProgress(null);
    commitMutation.mutate(
      {
        uploadId: preview.uploadId,
        commit: {
          ...(preview.unit === null && unit ? { unit } : {}),
          exercises: commitExercises(preview, choices),
        },
      },
      {
        onSuccess: (result) => {
          if (!openRef.current) {
            toast({ title: 'Workout import finished', description: importHeadline(result) });
          }
        },
        onError: (error) => {
          if (!openRef.current) {
            toast({
              title: 'Workout import failed',
              description: failureText(error, 'The import failed. Try again.'),
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  const reset = () => {
    previewMutation.reset();
    commitMutation.reset();
    setUpload(null);
    setProgress(null);
    setChoices(new Map());
    setUnit(null);
    setEditing(null);
    setUnitMissing(false);
    setTooLarge(null);
  };

  const changeOpen = (next: boolean) => {
    // Closing during the upload cancels it (nothing is staged). Once the import is being
    // written it finishes on the server whatever the page does, and a toast reports it.
    if (!next && previewMutation.isPending) abort.current?.abort();
    if (!next && !commitMutation.isPending) reset();
    onOpenChange(next);
  };

  const backToList = () => {
    const name = editing;
    setEditing(null);
    // Focus returns to the row the user came from, not to the top of the dialog.
    if (name) requestAnimationFrame(() => changeButtons.current.get(name)?.focus());
  };

  const editedExercise =
    editing && preview ? preview.exercises.find((exercise) => exercise.name === editing) : null;
  const pickError =
    tooLarge ??
    (previewMutation.isError && !isAbort(previewMutation.error)
      ? failureText(previewMutation.error, 'The file could not be read. Try again.')
      : null);
  const unnamed = unnamedCustom(choices);

  let body: React.ReactNode;
  if (commitMutation.isSuccess) {
    body = (
      <>
        <ImportResult
          result={commitMutation.data}
          showHistoryLink={showHistoryLink}
          onNavigate={() => changeOpen(false)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={reset}>
            Import another file
          </Button>
          <Button
            variant={showHistoryLink ? 'outline' : 'default'}
            onClick={() => changeOpen(false)}
          >
            Done
          </Button>
        </DialogFooter>
      </>
    );
  } else if (commitMutation.isPending) {
    const total = progress?.total ?? 0;
    const done = Math.min(progress?.done ?? 0, total);
    body = (
      <div className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <p role="status" className="font-semibold">
            Importing your workouts…
          </p>
          <span className="text-muted-foreground tabular-nums">
            {total > 0 ? `${formatGrouped(done)} of ${counted(total, 'set')}` : ''}
          </span>
        </div>
        <Progress value={done} max={Math.max(total, 1)} label="Import progress" />
        <p className="text-xs text-muted-foreground">
          You can close this window: the import goes on and tells you when it is done.
        </p>
      </div>
    );
  } else if (preview && editedExercise) {
    body = (
      <ExerciseMatchPicker
        exercise={editedExercise}
        current={choices.get(editedExercise.name) ?? proposedChoice(editedExercise)}
        options={options}
        onBack={backToList}
        onChoose={(choice) => {
          setChoices((current) => new Map(current).set(editedExercise.name, choice));
          backToList();
        }}
      />
    );
  } else if (preview) {
    const commitError = commitMutation.isError
      ? failureText(commitMutation.error, 'The import failed. Try again.')
      : null;
    body = (
      <>
        <ImportPreview
          preview={preview}
          choices={choices}
          unit={unit}
          onUnitChange={(value) => {
            setUnit(value);
            setUnitMissing(false);
          }}
          onChange={(name) => setEditing(name)}
          changeButtonRef={(name, element) => {
            if (element) changeButtons.current.set(name, element);
            else changeButtons.current.delete(name);
          }}
        />
        {unitMissing ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            Choose whether the weights are in kg or lb.
          </p>
        ) : null}
        {commitError ? (
          <p role="alert" className="mt-3 text-sm text-destructive">
            {commitError}
          </p>
        ) : null}
        {!online ? <OfflineNote /> : null}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-border bg-surface px-6 py-4 sm:-bottom-6">
          <Button variant="outline" onClick={reset}>
            Choose another file
          </Button>
          <Button onClick={startImport} disabled={!online || unnamed.length > 0}>
            {preview.workouts > 0 ? `Import ${counted(preview.workouts, 'workout')}` : 'Import'}
          </Button>
        </DialogFooter>
      </>
    );
  } else if (previewMutation.isPending) {
    const reading = upload?.phase === 'reading';
    const percent = upload?.percent ?? 0;
    body = (
      <div className="grid gap-3">
        <div className="flex items-baseline justify-between text-sm">
          <p role="status" className="font-semibold">
            {reading ? 'Reading your file…' : 'Uploading your file…'}
          </p>
          {reading ? null : (
            <span className="text-muted-foreground tabular-nums" aria-hidden="true">
              {percent}%
            </span>
          )}
        </div>
        {reading ? (
          // No aria-valuenow: how long the server takes to read the file is not known.
          <div
            role="progressbar"
            aria-label="Reading your file"
            className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-primary/70 motion-reduce:animate-none" />
          </div>
        ) : (
          <Progress value={percent} label="Upload progress" />
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => abort.current?.abort()}>
            Cancel
          </Button>
        </DialogFooter>
      </div>
    );
  } else {
    body = (
      <div>
        <label htmlFor={`${id}-file`} className="text-sm font-semibold">
          Export file (.csv)
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          disabled={!online}
          aria-describedby={pickError ? `${id}-error` : `${id}-hint`}
          aria-invalid={pickError ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file chosen again must fire a change too.
            event.target.value = '';
            if (file) choose(file);
          }}
          className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-border file:bg-surface file:px-4 file:text-sm file:font-semibold hover:file:bg-muted disabled:opacity-50"
        />
        {pickError ? (
          <p id={`${id}-error`} role="alert" className="mt-3 text-sm text-destructive">
            {pickError}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-3 text-xs text-muted-foreground">
            Nothing is imported before you have checked the preview.
          </p>
        )}
        {!online ? <OfflineNote /> : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => changeOpen(false)}>
            Cancel
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-xl!">
        <DialogHeader>
          <DialogTitle>Import workout history</DialogTitle>
          <DialogDescription>
            {commitMutation.isPending || commitMutation.isSuccess
              ? 'Sessions keep the names and times they had in that app.'
              : preview
                ? 'Check what each exercise becomes, then import.'
                : 'Bring your workouts from Strong, Hevy or Liftosaur: export them as CSV from that app’s settings and choose the file here.'}
          </DialogDescription>
        </DialogHeader>
        {body}
      </DialogContent>
    </Dialog>
  );
}

function OfflineNote() {
  return (
    <p
      role="status"
      className="mt-3 flex items-center gap-2 rounded-2xl bg-muted px-4 py-3 text-sm"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {OFFLINE}
    </p>
  );
}
