/** The native shells' sign-in requests (docs/decisions/041-native-shells.md). */
import { z } from 'zod';
import { BASE64URL_43, PKCE_VERIFIER } from '../native.ts';

/** GET /api/native/login: the S256 challenge of a verifier only the app holds. */
export const nativeLoginQuerySchema = z.object({
  challenge: z
    .string()
    .regex(BASE64URL_43, 'The app sent no valid sign-in challenge. Please try again.'),
});

/** POST /api/native/exchange: the one-time code from the deep link and the app's verifier. */
export const nativeExchangeSchema = z.object({
  code: z.string().regex(BASE64URL_43, 'Invalid sign-in code.'),
  verifier: z.string().regex(PKCE_VERIFIER, 'Invalid sign-in verifier.'),
});
