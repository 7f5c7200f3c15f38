import { ApiError } from './api-client.ts';

export type UploadPhase = 'uploading' | 'reading';

export interface UploadProgress {
  phase: UploadPhase;
  /** 0-100 while uploading; 100 once the server is reading the file. */
  percent: number;
}

export interface UploadOptions {
  /** A content type the server's CSRF guard accepts for uploads (apps/server/src/http/csrf.ts). */
  contentType: string;
  onProgress: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The server's answer when it has words, else one naming what went wrong (a proxy's page). */
function uploadError(xhr: XMLHttpRequest): ApiError {
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
 * POSTs a file as it is (no form encoding, so the server can read it as a stream) and resolves
 * with the JSON answer. XMLHttpRequest rather than fetch: only XHR reports upload progress.
 * A cancelled upload rejects with an AbortError DOMException.
 */
export function uploadFile<T>(url: string, file: Blob, options: UploadOptions): Promise<T> {
  const { contentType, onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress({ phase: 'uploading', percent: Math.floor((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress({ phase: 'reading', percent: 100 });
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as T);
        } catch {
          reject(new Error('The server sent an answer that could not be read. Try again.'));
        }
      } else {
        reject(uploadError(xhr));
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
