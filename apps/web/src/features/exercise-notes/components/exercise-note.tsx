import { useId, useState, type FormEvent } from 'react';
import { Pencil, StickyNote } from 'lucide-react';
import { EXERCISE_NOTE_MAX } from '@grandfit/shared/domain/exercise-notes.ts';
import { Button } from '../../../components/ui/button.tsx';
import { INPUT_CLASSES } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { useExerciseNote, useSaveExerciseNote } from '../api/exercise-notes.ts';

/**
 * The lifter's own note on an exercise (decision 052), "Seat 4, pin 7": shown each time the
 * exercise comes up, added or changed in place, and saved through the outbox so it works offline.
 */
export function ExerciseNote({
  exerciseId,
  exerciseName,
  userId,
}: {
  exerciseId: string;
  exerciseName: string;
  userId: string | undefined;
}) {
  const note = useExerciseNote(exerciseId, userId);
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const save = useSaveExerciseNote({
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Note not saved', description: error.message }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (draft === null) return;
    const changed = draft.trim();
    if (changed !== note) {
      save.mutate({ exerciseId, note: changed, userId, label: `${exerciseName}: note` });
    }
    setDraft(null);
  }

  if (draft !== null) {
    return (
      <form onSubmit={submit} className="grid w-full gap-2">
        <label htmlFor={id} className="text-sm font-semibold">
          Your note on {exerciseName}
        </label>
        <textarea
          id={id}
          className={`${INPUT_CLASSES} min-h-20`}
          value={draft}
          maxLength={EXERCISE_NOTE_MAX}
          placeholder="Seat 4, pin 7. Grip on the rings."
          onChange={(event) => setDraft(event.target.value)}
          // Opened by a tap on the note: the lifter means to type.
          autoFocus
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            Save note
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  if (!note) {
    return (
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setDraft('')}>
        <StickyNote className="size-4" aria-hidden="true" />
        Add note
      </Button>
    );
  }

  return (
    <div className="flex w-full items-start gap-2 rounded-lg bg-amber-50 p-2.5 text-sm text-amber-950 ring-1 ring-amber-200">
      <StickyNote
        className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400"
        aria-hidden="true"
      />
      <p className="min-w-0 flex-1 break-words whitespace-pre-line">
        <span className="sr-only">Your note: </span>
        {note}
      </p>
      <Button
        variant="ghost"
        size="icon"
        className="-my-1.5 shrink-0"
        aria-label="Edit note"
        onClick={() => setDraft(note)}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
    </div>
  );
}
