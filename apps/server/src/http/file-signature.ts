/** Whether `bytes` hold `signature` at `offset`: a file's type from its "magic number". */
export function hasSignature(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return (
    bytes.length >= offset + signature.length &&
    signature.every((byte, i) => bytes[offset + i] === byte)
  );
}

/** The ASCII codes of `text`, for signatures such as "ftyp" or "WEBP". */
export const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));
