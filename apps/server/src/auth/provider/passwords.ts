import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at the OWASP password storage cheat sheet's minimum, in the form it lists beside
 * N=2^17, r=8, p=1: N=2^15, r=8, p=3. The same work (3·2^15 ≈ 2^17 block mixes) in 32 MiB
 * instead of 128 MiB a hash, so four sign-ins at once (libuv's four threads) stay within the
 * server's memory. node:crypto's callback scrypt runs in that thread pool, never on the event
 * loop. Hashes made with less still verify, and are replaced at the next sign-in (needsRehash).
 */
const PARAMS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 64;

/** scrypt needs 128·N·r bytes for V and 128·r·p for B; OpenSSL refuses anything over maxmem. */
const memoryFor = (params: { N: number; r: number; p: number }) =>
  128 * params.N * params.r + 128 * params.r * params.p + 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...params, maxmem: memoryFor(params) },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Format: scrypt$N$r$p$salt$hash (base64url), so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return null;
  return { N: Number(n), r: Number(r), p: Number(p), salt, hash };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const key = await derive(password, Buffer.from(parsed.salt, 'base64url'), parsed);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash made with less work than PARAMS asks for (an account older than the raise). */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < PARAMS.N || parsed.r < PARAMS.r || parsed.p < PARAMS.p;
}
