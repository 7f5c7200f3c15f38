import type { VideoType } from '@grandfit/shared/schemas/video.ts';
import { ascii, hasSignature } from '../../http/file-signature.ts';

export const NOT_A_VIDEO = 'This file is not an MP4, MOV or WebM video';
export const videoTooLargeMessage = (maxBytes: number) =>
  `The video is larger than ${Math.round(maxBytes / 1_048_576)} MB`;

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** The Matroska header names its DocType within its first few dozen bytes. */
const EBML_HEADER_BYTES = 64;

/**
 * The video type from the file's first bytes, whatever the request claimed. MP4 and QuickTime are
 * ISO base media files whose first box is "ftyp" (at byte 4); its major brand "qt  " marks
 * QuickTime (iPhone .mov). WebM is an EBML (Matroska) file whose DocType is "webm".
 */
export function videoTypeOf(bytes: Uint8Array): VideoType | null {
  if (hasSignature(bytes, ascii('ftyp'), 4)) {
    return hasSignature(bytes, ascii('qt  '), 8) ? 'video/quicktime' : 'video/mp4';
  }
  if (hasSignature(bytes, EBML)) {
    const header = Buffer.from(bytes.subarray(0, EBML_HEADER_BYTES)).toString('latin1');
    if (header.includes('webm')) return 'video/webm';
  }
  return null;
}
