import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../../auth/secrets.ts';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export interface TokenCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * AES-256-GCM for the health platform's tokens at rest
 * (docs/product.md#health-platform-connection), so a dump of the connections table alone gives no
 * one access to the user's platform account. Sealed as `v1.iv.tag.data`.
 */
export function tokenCipher(key: Buffer): TokenCipher {
  if (key.length !== 32) throw new Error('The token key must be 32 bytes');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('Unrecognised sealed token');
      }
      const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    },
  };
}

/** The cipher keyed by the app's generated secret, created on first use and shared by instances. */
export async function storedTokenCipher(db: Db): Promise<TokenCipher> {
  const key = await getOrCreateSecret(db, 'health_token_key', () =>
    randomBytes(32).toString('base64'),
  );
  return tokenCipher(Buffer.from(key, 'base64'));
}
