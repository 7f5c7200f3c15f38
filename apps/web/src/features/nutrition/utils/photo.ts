import { PHOTO_MAX_BYTES } from '@grandfit/shared/domain/nutrition/meal-photo.ts';

/** The longest side a photo is scaled to before it is sent: plenty to recognise food. */
const MAX_SIDE = 1600;

/** Bytes of the data a base64 data: URL carries. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the photo'));
    reader.readAsDataURL(blob);
  });
}

/**
 * The photo as a data: URL for identify-photo's `imageBase64`. A phone's camera photo is often
 * over the server's 5 MB limit, so a large one is scaled down (JPEG) first where the browser can;
 * null when it is still too large.
 */
export async function photoToBase64(file: File): Promise<string | null> {
  if (file.size > PHOTO_MAX_BYTES / 2 && typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement('canvas');
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      const scaled = canvas.toDataURL('image/jpeg', 0.85);
      if (dataUrlBytes(scaled) <= PHOTO_MAX_BYTES) return scaled;
    } catch {
      // Not an image the browser can decode: send it as it is and let the server judge.
    }
  }
  const dataUrl = await readAsDataUrl(file);
  return dataUrlBytes(dataUrl) <= PHOTO_MAX_BYTES ? dataUrl : null;
}
