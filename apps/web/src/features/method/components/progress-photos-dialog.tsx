import { useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useDeleteProgressPhoto } from '../api/delete-progress-photo.ts';
import { useProgressPhotos } from '../api/get-progress-photos.ts';
import { photoFileProblem, useUploadProgressPhoto } from '../api/upload-progress-photo.ts';
import { formatDay } from '../utils/method-format.ts';

const inputClass =
  'min-h-11 w-full rounded-xl border border-border bg-surface px-3 text-base focus-visible:outline-2 focus-visible:outline-ring';

function PhotoItem({ photo }: { photo: ProgressPhoto }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProgressPhoto();
  const day = formatDay(photo.takenOn);
  return (
    <li className="flex flex-col gap-1.5">
      <div className="relative">
        <img
          src={photo.url}
          alt={`Progress photo of ${day}`}
          loading="lazy"
          className="aspect-[3/4] w-full rounded-xl bg-muted object-cover"
        />
        {confirming ? null : (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Delete the photo of ${day}`}
            className="absolute top-1.5 right-1.5 bg-surface/90 shadow-sm hover:bg-surface"
            onClick={() => setConfirming(true)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <span className="text-sm font-semibold">{day}</span>
      {confirming ? (
        <div className="grid grid-cols-2 gap-1.5">
          <Button
            variant="destructive"
            size="sm"
            className="px-2"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(photo.id, {
                onError: () =>
                  toast({
                    variant: 'destructive',
                    title: 'Photo not deleted',
                    description: 'Please try again.',
                  }),
              })
            }
          >
            Delete
          </Button>
          <Button variant="outline" size="sm" className="px-2" onClick={() => setConfirming(false)}>
            Keep
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Progress Photo: add a dated photo and see the series, newest first. Only the owner sees them. */
export function ProgressPhotosDialog({
  open,
  onOpenChange,
  today,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user's local calendar day: the default date and the latest allowed. */
  today: string;
}) {
  const [takenOn, setTakenOn] = useState(today);
  const [problem, setProblem] = useState<string | null>(null);
  const photos = useProgressPhotos({ enabled: open });
  const upload = useUploadProgressPhoto();

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    input.value = '';
    if (!file) return;
    const fileProblem = photoFileProblem(file);
    setProblem(fileProblem);
    if (fileProblem) return;
    upload.mutate(
      { file, takenOn: takenOn || today },
      {
        onSuccess: (photo) =>
          toast({ title: 'Photo saved', description: `Dated ${formatDay(photo.takenOn)}.` }),
        onError: (error) => setProblem(error.message),
      },
    );
  }

  const list = photos.data ?? [];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-lg"
        // The dialog itself takes focus: a focused date field opens the picker on some phones.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Progress Photos</DialogTitle>
          <DialogDescription>
            A dated photo every few weeks shows the changes the scale misses. Only you can see them.
          </DialogDescription>
        </DialogHeader>
        <div className="grid grid-cols-[1fr_auto] items-end gap-2.5">
          <label className="grid gap-1.5 text-sm font-medium">
            Date taken
            <input
              type="date"
              className={inputClass}
              value={takenOn}
              max={today}
              onChange={(event) => setTakenOn(event.target.value)}
            />
          </label>
          <label
            className={cn(
              buttonClasses('default'),
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
              upload.isPending && 'pointer-events-none opacity-50',
            )}
          >
            <ImagePlus className="size-4" aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Add Photo'}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              disabled={upload.isPending}
              onChange={onFile}
            />
          </label>
        </div>
        {problem ? (
          <p role="alert" className="mt-2 text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <section aria-label="Your progress photos" className="mt-5">
          {photos.isPending ? (
            <div
              role="status"
              aria-label="Loading photos"
              className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            >
              {[0, 1].map((key) => (
                <div key={key} className="aspect-[3/4] animate-pulse rounded-xl bg-muted" />
              ))}
            </div>
          ) : photos.isError ? (
            <div className="flex items-center justify-between gap-3 text-sm text-muted-foreground">
              <p>Couldn&apos;t load your photos.</p>
              <Button variant="outline" size="sm" onClick={() => void photos.refetch()}>
                Retry
              </Button>
            </div>
          ) : list.length === 0 ? (
            <p className="rounded-xl bg-muted px-4 py-6 text-center text-sm text-muted-foreground">
              No photos yet. Your first one is your &lsquo;before&rsquo;.
            </p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {list.map((photo) => (
                <PhotoItem key={photo.id} photo={photo} />
              ))}
            </ul>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
