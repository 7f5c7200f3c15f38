import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthImport } from '@grandfit/shared/schemas/health-import.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { uploadFile, type UploadPhase, type UploadProgress } from '../../../lib/upload-file.ts';
import { healthLatestQueryKey } from './get-health-latest.ts';
import { getHealthImportsQueryOptions } from './get-health-imports.ts';
import { readinessQueryKey } from './get-readiness.ts';

const IMPORT_URL = '/api/health/import/apple-health';

export type { UploadPhase as ImportPhase, UploadProgress as ImportProgress };

/** The server reads zip and XML alike; the type only has to be one its upload route accepts. */
function contentTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.xml')) return 'application/xml';
  return 'application/octet-stream';
}

/** Uploads an export with real upload progress; the device's zone dates each night on its wake-up day (decision 035). */
export function importAppleHealth(
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<HealthImport> {
  return uploadFile<HealthImport>(
    `${IMPORT_URL}?tz=${encodeURIComponent(deviceTimeZone())}`,
    file,
    { contentType: contentTypeOf(file), onProgress, signal },
  );
}

export function useImportAppleHealth(options: { onProgress: (progress: UploadProgress) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, signal }: { file: File; signal?: AbortSignal }) =>
      importAppleHealth(file, options.onProgress, signal),
    onSuccess: async (result) => {
      queryClient.setQueryData(getHealthImportsQueryOptions().queryKey, (list) =>
        list ? [result, ...list].slice(0, 10) : undefined,
      );
      // Imported days change what the Health Data card shows and every day's readiness.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: healthLatestQueryKey() }),
        queryClient.invalidateQueries({ queryKey: readinessQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getHealthImportsQueryOptions().queryKey }),
      ]);
    },
  });
}
