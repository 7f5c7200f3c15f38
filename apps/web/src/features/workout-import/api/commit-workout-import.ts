import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WorkoutImportCommit,
  WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';
import { readImportStream, type ImportStreamProgress } from '../utils/import-stream.ts';
import { WORKOUT_IMPORTS_URL } from './preview-workout-import.ts';

/**
 * Imports a previewed upload with the user's choices. The answer streams NDJSON progress lines
 * while the sets are written; a refusal before the stream (a 404 for an upload that expired, a
 * 400 for a missing unit) is an ApiError like any other request's.
 */
export async function commitWorkoutImport(
  uploadId: string,
  commit: WorkoutImportCommit,
  onProgress: (progress: ImportStreamProgress) => void,
): Promise<WorkoutImportResult> {
  const res = await apiRequest(
    'POST',
    `${WORKOUT_IMPORTS_URL}/${encodeURIComponent(uploadId)}`,
    commit,
  );
  if (!res.body) throw new Error('The server sent an answer that could not be read. Try again.');
  return readImportStream(res.body, onProgress);
}

export function useCommitWorkoutImport(options: {
  onProgress: (progress: ImportStreamProgress) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uploadId, commit }: { uploadId: string; commit: WorkoutImportCommit }) =>
      commitWorkoutImport(uploadId, commit, options.onProgress),
    // The server adds nothing twice, but a second run would redraw the progress from zero for
    // no reason; the user chooses to try again.
    retry: false,
    onSuccess: () => {
      // Imported sessions move History, the exercise pages, Progress, Analytics and the coach's
      // targets, and may add custom exercises: like a completed workout, every read but the
      // signed-in user is refetched (not awaited, so the result shows at once).
      void queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== AUTH_USER_URL,
      });
    },
  });
}
