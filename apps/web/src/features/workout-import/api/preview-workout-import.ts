import { useMutation } from '@tanstack/react-query';
import type { WorkoutImportPreview } from '@grandfit/shared/schemas/workout-import.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload-file.ts';

export const WORKOUT_IMPORTS_URL = '/api/imports/workouts';

/**
 * Uploads another app's CSV export to be read and staged, with real upload progress. The device's
 * zone places the file's local times (Strong, Liftosaur) on the days they were lived.
 */
export function previewWorkoutImport(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<WorkoutImportPreview> {
  return uploadFile<WorkoutImportPreview>(
    `${WORKOUT_IMPORTS_URL}/preview?tz=${encodeURIComponent(deviceTimeZone())}`,
    file,
    // Whatever the browser calls the file (Windows says application/vnd.ms-excel), it is a CSV.
    { contentType: 'text/csv', onProgress, signal },
  );
}

export function usePreviewWorkoutImport(options: {
  onProgress: (progress: UploadProgress) => void;
}) {
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) =>
      previewWorkoutImport(file, options.onProgress, signal),
    // Reading a file stages nothing the user sees; a failed upload is sent again by the user.
    retry: false,
  });
}
