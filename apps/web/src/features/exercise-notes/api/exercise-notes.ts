import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ExerciseNote, ExerciseNotes } from '@grandfit/shared/schemas/exercise-notes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';

export const EXERCISE_NOTES_URL = '/api/exercise-notes';
const noteUrl = (exerciseId: string) => `${EXERCISE_NOTES_URL}/${encodeURIComponent(exerciseId)}`;

export const exerciseNotesQueryOptions = queryOptions({
  queryKey: [EXERCISE_NOTES_URL] as const,
  queryFn: async () =>
    (await (await apiRequest('GET', EXERCISE_NOTES_URL)).json()) as ExerciseNotes,
  ...CACHE_PRESETS.user,
});

/**
 * The user's note on an exercise (decision 052), or '' without one. A note still waiting in the
 * outbox wins: it is the newer, and it is on the disk even when the cached list is not (a reload
 * offline).
 */
export function useExerciseNote(exerciseId: string, userId: string | undefined): string {
  const query = useQuery(exerciseNotesQueryOptions);
  const url = noteUrl(exerciseId);
  const waiting = usePendingWrites(url, userId).findLast((entry) => entry.url === url);
  const body = waiting?.body as { note?: unknown } | undefined;
  if (typeof body?.note === 'string') return body.note.trim();
  return query.data?.notes.find((note) => note.exerciseId === exerciseId)?.note ?? '';
}

export interface SaveNoteVariables {
  exerciseId: string;
  note: string;
  userId?: string;
  /** For the list of refused writes: "Goblet Squat: note". */
  label: string;
}

/** PUT /api/exercise-notes/{exerciseId}: the note replaces the last one, so a replay is harmless. */
export function saveNoteWrite({ exerciseId, note, userId, label }: SaveNoteVariables): OutboxWrite {
  return { method: 'PUT', url: noteUrl(exerciseId), body: { note }, userId, label };
}

/** The notes with one replaced, added or (empty) removed: what the screen shows at once. */
export function withNote(
  notes: ExerciseNotes | undefined,
  changed: Pick<ExerciseNote, 'exerciseId' | 'note'>,
): ExerciseNotes {
  const others = (notes?.notes ?? []).filter((note) => note.exerciseId !== changed.exerciseId);
  const note = changed.note.trim();
  if (!note) return { notes: others };
  const updatedAt = new Date().toISOString();
  return { notes: [{ exerciseId: changed.exerciseId, note, updatedAt }, ...others] };
}

/** Once a queued note reaches the server, its answer replaces the one shown meanwhile. */
const watchNoteDeliveries = (queryClient: QueryClient) =>
  onDeliveredUnder(queryClient, 'exercise notes', [`${EXERCISE_NOTES_URL}/`], () => {
    void queryClient.invalidateQueries({ queryKey: exerciseNotesQueryOptions.queryKey });
  });

/** Saves a note now, or keeps it in the offline outbox; the screen shows it either way. */
export function useSaveExerciseNote(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  watchNoteDeliveries(queryClient);
  return useOutboxMutation<ExerciseNote, SaveNoteVariables>({
    toWrite: saveNoteWrite,
    onMutate: (variables) => {
      queryClient.setQueryData(exerciseNotesQueryOptions.queryKey, (notes) =>
        withNote(notes, variables),
      );
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: exerciseNotesQueryOptions.queryKey });
      options.onError?.(error);
    },
  });
}
