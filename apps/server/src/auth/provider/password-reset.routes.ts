import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { endAllSessions } from '../sessions.ts';
import { clearFailures } from './sign-in-lockout.ts';
import { userIdOfAccount } from './accounts.ts';
import { html } from './html-reply.ts';
import {
  forgotPasswordPage,
  passwordChangedPage,
  resetLinkProblemPage,
  resetLinkSentPage,
  resetPasswordPage,
} from './pages.ts';
import {
  checkResetToken,
  requestPasswordReset,
  RESET_PATH,
  resetLink,
  resetPassword,
  TOKEN_PROBLEMS,
} from './password-reset.ts';

export interface PasswordResetRoutesOptions {
  db: Db;
  publicUrl: string;
  issuer: string;
  mailer: Mailer | undefined;
  rateLimit: { max: number; timeWindow: string };
  securityHeaders: FastifyContextConfig['securityHeaders'];
}

const FORGOT_PATH = '/oidc/password/forgot';

function field(request: FastifyRequest, name: string): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const value = body[name];
  return typeof value === 'string' ? value : '';
}

function resetMail(publicUrl: string, token: string) {
  return [
    `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
    '',
    'Choose a new password here (the link works once, for one hour):',
    resetLink(publicUrl, token),
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n');
}

/**
 * "Forgot password?" (a link mailed through SMTP, or the admin command when there is no SMTP) and
 * the page the link opens. Neither says whether an address has an account (decision 028).
 */
export async function passwordResetRoutes(
  app: FastifyInstance,
  options: PasswordResetRoutesOptions,
) {
  const { db, mailer } = options;
  const config = { securityHeaders: options.securityHeaders };
  const limited = { ...config, rateLimit: options.rateLimit };
  // The token is in the URL: keep it out of the request log.
  const quiet = { logLevel: 'warn' as const };

  app.get(FORGOT_PATH, { config }, async (_request, reply) =>
    html(reply, 200, forgotPasswordPage({ mailConfigured: mailer !== undefined })),
  );

  app.post(FORGOT_PATH, { config: limited }, async (request, reply) => {
    const email = field(request, 'email').trim().slice(0, 254);
    if (!mailer) return html(reply, 200, forgotPasswordPage({ mailConfigured: false, email }));
    if (!/^\S+@\S+$/.test(email)) {
      return html(reply, 400, forgotPasswordPage({ mailConfigured: true, email }));
    }
    const requested = await requestPasswordReset(db, email);
    if (requested) {
      // Not awaited: the answer must take as long whether or not a mail goes out.
      mailer
        .send({
          to: requested.account.email,
          subject: `Reset your ${PRODUCT_NAME} password`,
          text: resetMail(options.publicUrl, requested.token),
        })
        .catch((error: unknown) => request.log.error({ err: error }, 'reset mail not sent'));
    }
    return html(reply, 200, resetLinkSentPage(email));
  });

  app.get(RESET_PATH, { config, ...quiet }, async (request, reply) => {
    const token = String((request.query as Record<string, unknown>).token ?? '');
    const checked = await checkResetToken(db, token);
    if (checked.state !== 'valid') {
      return html(reply, 400, resetLinkProblemPage(TOKEN_PROBLEMS[checked.state]));
    }
    return html(reply, 200, resetPasswordPage({ token, email: checked.account.email }));
  });

  app.post(RESET_PATH, { config: limited, ...quiet }, async (request, reply) => {
    const token = field(request, 'token');
    const result = await resetPassword(db, token, field(request, 'password'));
    if (result.outcome === 'weak') {
      return html(
        reply,
        400,
        resetPasswordPage({ token, email: result.email, error: result.reason }),
      );
    }
    if (result.outcome !== 'done') {
      return html(reply, 400, resetLinkProblemPage(TOKEN_PROBLEMS[result.outcome]));
    }
    const userId = await userIdOfAccount(db, options.issuer, result.account.id);
    if (userId) await endAllSessions(db, userId);
    // A new password lifts a lock that wrong guesses of the old one had set.
    await clearFailures(db, result.account.email);
    return html(reply, 200, passwordChangedPage());
  });
}
