import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthImport } from '@grandfit/shared/schemas/health-import.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { healthLatestQueryKey } from './get-health-latest.ts';
import { getHealthImportsQueryOptions } from './get-health-imports.ts';
import { readinessQueryKey } from './get-readiness.ts';

const IMPORT_URL = '/api/health/import/apple-health';

export type ImportPhase = 'uploading' | 'reading';

export interface ImportProgress {
  phase: ImportPhase;
  /** 0-100 while uploading; 100 once the server is reading the export. */
  percent: number;
}

/** The server reads zip and XML alike; the type only has to be one its upload route accepts. */
function contentTypeOf(file: File): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.zip')) return 'application/zip';
  if (name.endsWith('.xml')) return 'application/xml';
  return 'application/octet-stream';
}

/** The server's answer when it has words, else one naming what went wrong (a proxy's page). */
function importError(xhr: XMLHttpRequest): ApiError {
  const answer = ApiError.fromText(xhr.status, xhr.statusText, xhr.responseText);
  if (answer.hasMessage) return answer;
  const message =
    xhr.status === 401
      ? 'Your session has ended. Sign in again to import.'
      : xhr.status === 413
        ? 'The file is too large for the server.'
        : `The import failed (${xhr.status}). Try again.`;
  return new ApiError(xhr.status, { message }, false);
}

/**
 * Uploads an export with XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * The file is sent as it is (no form encoding), so the server can read it as a stream.
 */
export function importAppleHealth(
  file: File,
  onProgress: (progress: ImportProgress) => void,
  signal?: AbortSignal,
): Promise<HealthImport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    // The device's zone dates each night on its wake-up day (decision 035).
    xhr.open('POST', `${IMPORT_URL}?tz=${encodeURIComponent(deviceTimeZone())}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentTypeOf(file));
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress({ phase: 'uploading', percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'reading', percent: 100 });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as HealthImport);
        } catch {
          reject(new Error('The server sent an answer that could not be read. Try again.'));
        }
      } else {
        reject(importError(xhr));
      }
    };
    xhr.onerror = () =>
      reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.onabort = () => reject(new DOMException('The import was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    onProgress({ phase: 'uploading', percent: 0 });
    xhr.send(file);
  });
}

export function useImportAppleHealth(options: { onProgress: (progress: ImportProgress) => void }) {
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
