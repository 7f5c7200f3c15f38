import { createHash, hash as oneShotHash } from 'node:crypto';

/** SHA-1 of a buffer: crypto.hash where Node has it (20.12+), else a Hash object. */
const sha1 = (input: Buffer): Buffer =>
  typeof oneShotHash === 'function'
    ? (oneShotHash('sha1', input, 'buffer') as unknown as Buffer)
    : createHash('sha1').update(input).digest();

/** GrandFit's namespace for the ids of imported rows (a random v4, fixed forever). */
const IMPORT_NAMESPACE = Buffer.from('3f0b6a52c1e84d0f9a7e2c5d8b41f6a3', 'hex');

/** The 16 bytes of a name-based UUID (v5, RFC 9562) of these parts. */
export function importedIdBytes(...parts: string[]): Buffer {
  // Parts are joined by a byte no part holds (the parsers reject NUL), so ("a b", "c") and
  // ("a", "b c") stay apart. One buffer and a one-shot hash: an import makes one id per set.
  const name = parts.join('\u0000');
  const input = Buffer.allocUnsafe(IMPORT_NAMESPACE.length + Buffer.byteLength(name));
  IMPORT_NAMESPACE.copy(input, 0);
  input.write(name, IMPORT_NAMESPACE.length);
  const hash = sha1(input);
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  return hash.subarray(0, 16);
}

/** 16 bytes (at `offset`) as a UUID's text. */
export function uuidText(bytes: Buffer, offset = 0): string {
  const hex = bytes.toString('hex', offset, offset + 16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A name-based UUID (v5, RFC 9562): the same user, source and key always give the same id, so a
 * second import of a file finds its sessions and sets instead of adding them again.
 */
export const importedId = (...parts: string[]): string => uuidText(importedIdBytes(...parts));

export const sessionIdOf = (userId: string, source: string, workoutKey: string) =>
  importedId(userId, source, 'session', workoutKey);

export const setClientIdOf = (userId: string, source: string, setKey: string) =>
  importedId(userId, source, 'set', setKey);
