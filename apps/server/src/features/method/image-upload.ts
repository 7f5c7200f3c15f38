import type { Readable } from 'node:stream';
import type { ProgressPhotoType } from '@grandfit/shared/schemas/method.ts';
import { HttpError } from '../../http/http-error.ts';

export const tooLargeMessage = (maxBytes: number) =>
  `The photo is larger than ${Math.round(maxBytes / 1_048_576)} MB`;

export const NOT_AN_IMAGE = 'This file is not a JPEG, PNG or WebP image';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type from the file's first bytes (its "magic number"), whatever the request claimed:
 * JPEG starts FF D8 FF; PNG with its 8-byte signature; WebP is a RIFF container whose form type at
 * byte 8 is "WEBP". Anything else is null.
 */
export function imageTypeOf(bytes: Uint8Array): ProgressPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return 'image/webp';
  }
  return null;
}

/**
 * Reads a raw upload into memory, up to `maxBytes` (a photo is small enough to check whole before
 * it is stored). A body that is too large is refused with 413, before reading when its
 * Content-Length says so. What arrives of the rest is dropped (the request is never destroyed
 * here, so the answer still reaches the client); the route then closes the connection.
 */
export async function readUpload(
  body: Readable,
  contentLength: string | undefined,
  maxBytes: number,
): Promise<Buffer> {
  if (Number(contentLength ?? 0) > maxBytes) {
    body.resume();
    throw new HttpError(413, tooLargeMessage(maxBytes));
  }
  // Destroying the request on an early exit would reset the connection before the 413 is read.
  const chunks: Buffer[] = [];
  let received = 0;
  try {
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      const buffer = chunk as Buffer;
      received += buffer.length;
      if (received > maxBytes) throw new HttpError(413, tooLargeMessage(maxBytes));
      chunks.push(buffer);
    }
  } catch (error) {
    if (!body.readableEnded) body.resume();
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'The upload was interrupted before the end of the file');
  }
  return Buffer.concat(chunks);
}
