import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
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
import { useImportAppleHealth, type ImportProgress } from '../api/import-apple-health.ts';
import { ImportSummaryPanel, importHeadline } from './apple-health-import-summary.tsx';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * "Import Apple Health export": choose the Health app's export.zip (or its export.xml), watch it
 * upload, then see what was imported. Stays mounted while closed, so an import that is already
 * being read on the server still reports its result (as a toast).
 */
export function AppleHealthImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const openRef = useRef(open);
  const mutation = useImportAppleHealth({ onProgress: setProgress });
  const id = useId();

  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const start = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    abort.current = new AbortController();
    mutation.mutate(
      { file, signal: abort.current.signal },
      {
        onSuccess: (result) => {
          if (!openRef.current) {
            toast({
              title: 'Apple Health import finished',
              description: importHeadline(result.summary),
            });
          }
        },
        onError: (error) => {
          if (!openRef.current && !isAbort(error)) {
            toast({
              title: 'Apple Health import failed',
              description: error.message,
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  const reset = () => {
    mutation.reset();
    setProgress(null);
    setFile(null);
  };

  const changeOpen = (next: boolean) => {
    // Closing during the upload cancels it: the server stores nothing of an unfinished file.
    // Once the server is reading, the import finishes on its own and a toast reports it.
    if (!next && mutation.isPending && progress?.phase === 'uploading') abort.current?.abort();
    if (!next && !mutation.isPending) reset();
    onOpenChange(next);
  };

  const failed = mutation.isError && !isAbort(mutation.error);

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Import Apple Health export</DialogTitle>
          <DialogDescription>
            On your iPhone, open Health, tap your picture, then Export All Health Data. Choose the
            export.zip here (or the export.xml inside it). HRV, resting heart rate, sleep and VO2
            max are imported; importing again adds only what is new.
          </DialogDescription>
        </DialogHeader>

        {mutation.isPending ? (
          <ImportProgressView progress={progress} onCancel={() => changeOpen(false)} />
        ) : mutation.isSuccess ? (
          <section aria-label="Import summary">
            <h3 className="mb-2 text-sm font-semibold">Import complete</h3>
            <ImportSummaryPanel summary={mutation.data.summary} />
            <DialogFooter>
              <Button variant="outline" onClick={reset}>
                Import another file
              </Button>
              <Button onClick={() => changeOpen(false)}>Done</Button>
            </DialogFooter>
          </section>
        ) : (
          <form onSubmit={start} noValidate>
            <label htmlFor={`${id}-file`} className="text-sm font-semibold">
              Export file (.zip or .xml)
            </label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".zip,.xml,application/zip,application/xml,text/xml"
              aria-describedby={failed ? `${id}-error` : undefined}
              aria-invalid={failed || undefined}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                if (mutation.isError) mutation.reset();
              }}
              className="mt-2 block w-full text-sm file:mr-3 file:min-h-11 file:rounded-full file:border file:border-border file:bg-surface file:px-4 file:text-sm file:font-semibold hover:file:bg-muted"
            />
            {failed ? (
              <p id={`${id}-error`} role="alert" className="mt-3 text-sm text-destructive">
                {mutation.error.message}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => changeOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={!file}>
                Import
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportProgressView({
  progress,
  onCancel,
}: {
  progress: ImportProgress | null;
  onCancel: () => void;
}) {
  const uploading = progress?.phase !== 'reading';
  const percent = progress?.percent ?? 0;
  return (
    <div className="grid gap-3">
      {uploading ? (
        <>
          <div className="flex items-baseline justify-between text-sm">
            <p role="status" className="font-semibold">
              Uploading your export…
            </p>
            <span className="tabular-nums text-muted-foreground" aria-hidden="true">
              {percent}%
            </span>
          </div>
          <Progress value={percent} label="Upload progress" />
        </>
      ) : (
        <>
          <p role="status" className="text-sm font-semibold">
            Reading your export…
          </p>
          {/* No aria-valuenow: how long the server takes to read the file is not known. */}
          <div
            role="progressbar"
            aria-label="Reading your export"
            className="relative h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full w-full animate-pulse rounded-full bg-primary/70 motion-reduce:animate-none" />
          </div>
          <p className="text-xs text-muted-foreground">
            A large export takes a few seconds per 100 MB. You can close this window: the import
            goes on and tells you when it is done.
          </p>
        </>
      )}
      <DialogFooter>
        {uploading ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel import
          </Button>
        ) : (
          <Button variant="outline" onClick={onCancel}>
            Close
          </Button>
        )}
      </DialogFooter>
    </div>
  );
}
