import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id at the OWASP password storage cheat sheet's minimum (its first choice; 19 MiB, 2
 * passes, 1 lane). About 25 ms a hash on one core, where scrypt at its own OWASP minimum took
 * 300-700 ms for the same standing: sign-up and sign-in wait for it (docs/benchmarks.md). The
 * library hashes in libuv's thread pool, never on the event loop. The stored form is the standard
 * PHC string (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`), which carries its parameters.
 */
const ARGON2 = {
  // The library's Algorithm.Argon2id: a const enum, which isolated modules cannot read.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const PHC_PARAMS = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/;

// Unicode has several byte forms of one visible password; every hash is of the NFKC form.
const normal = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normal(password), ARGON2);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!PHC_PARAMS.test(stored)) return false;
  return verify(stored, normal(password)).catch(() => false);
}

/**
 * A hash to replace at the next sign-in, when the password is at hand: any scrypt hash (accounts
 * made before Argon2id) and any Argon2id hash made with less work than today's.
 */
export function needsRehash(stored: string): boolean {
  const params = PHC_PARAMS.exec(stored);
  if (!params) return true;
  const [, m, t, p] = params.map(Number);
  return m! < ARGON2.memoryCost || t! < ARGON2.timeCost || p! < ARGON2.parallelism;
}

/**
 * The scrypt hashes of accounts made before Argon2id, `scrypt$N$r$p$salt$hash` (base64url):
 * still verified, then replaced (needsRehash). OpenSSL refuses scrypt over `maxmem`: 128·N·r
 * bytes for V and 128·r·p for B, bounded so a stored hash cannot ask for more than 128 MiB.
 */
const SCRYPT_MAX_MEMORY = 128 * 1024 * 1024 + 1024 * 1024;

async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, expectedText] = stored.split('$');
  if (!n || !r || !p || !salt || !expectedText) return false;
  const params: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  };
  const expected = Buffer.from(expectedText, 'base64url');
  const key = await new Promise<Buffer | null>((resolve) => {
    try {
      scrypt(
        normal(password),
        Buffer.from(salt, 'base64url'),
        expected.length,
        { ...params, maxmem: SCRYPT_MAX_MEMORY },
        (error, derived) => resolve(error ? null : derived),
      );
    } catch {
      // Parameters scrypt refuses outright (N not a power of two, not a number): no such hash.
      resolve(null);
    }
  });
  return key !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** A scrypt hash as accounts made before Argon2id hold one (for the tests of the upgrade). */
export function legacyScryptHash(password: string, params = { N: 2 ** 15, r: 8, p: 3 }) {
  const salt = randomBytes(16);
  return new Promise<string>((resolve, reject) => {
    scrypt(normal(password), salt, 64, { ...params, maxmem: SCRYPT_MAX_MEMORY }, (error, key) =>
      error
        ? reject(error)
        : resolve(
            ['scrypt', params.N, params.r, params.p, salt, key]
              .map((part) => (Buffer.isBuffer(part) ? part.toString('base64url') : part))
              .join('$'),
          ),
    );
  });
}
