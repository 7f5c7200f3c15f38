import type { ProgressPhotoType } from '@grandfit/shared/schemas/method.ts';
import { hasSignature as startsWith } from '../../http/file-signature.ts';

export const tooLargeMessage = (maxBytes: number) =>
  `The photo is larger than ${Math.round(maxBytes / 1_048_576)} MB`;

export const NOT_AN_IMAGE = 'This file is not a JPEG, PNG or WebP image';

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
