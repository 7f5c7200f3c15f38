import type { Readable } from 'node:stream';
import { HttpError } from './http-error.ts';

/**
 * Reads a raw upload (a photo, a video) into memory, up to `maxBytes`, so its type can be checked
 * from its bytes before it is stored. A body that is too large is refused with 413, before reading when its
 * Content-Length says so. What arrives of the rest is dropped (the request is never destroyed
 * here, so the answer still reaches the client); the route then closes the connection.
 */
export async function readUpload(
  body: Readable,
  contentLength: string | undefined,
  maxBytes: number,
  tooLargeMessage: string,
): Promise<Buffer> {
  if (Number(contentLength ?? 0) > maxBytes) {
    body.resume();
    throw new HttpError(413, tooLargeMessage);
  }
  // Destroying the request on an early exit would reset the connection before the 413 is read.
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      if (received > maxBytes) throw new HttpError(413, tooLargeMessage);
      chunks.push(buffer);
    }
  } catch (error) {
    if (!body.readableEnded) body.resume();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload was interrupted before the end of the file');
  }
  return Buffer.concat(chunks);
}
