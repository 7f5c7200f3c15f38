import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  authenticateLocalAccount,
  createLocalAccount,
  signInSchema,
  signUpSchema,
} from './accounts.ts';
import { EMBEDDED_MOUNT_PATH } from './embedded-provider.ts';
import {
  AUTO_SUBMIT_SCRIPT_HASH,
  messagePage,
  signInPage,
  signUpPage,
  type FieldErrors,
} from './pages.ts';
import { html } from './html-reply.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

export interface ProviderRoutesOptions {
  provider: Provider;
  db: Db;
  /** Sign-in and sign-up attempts allowed per IP address per minute. */
  signInRateLimit: number;
  /** Where reset links point, and the issuer the provider's users are recorded under. */
  publicUrl: string;
  issuer: string;
  /** Sends reset links; undefined when SMTP_URL is unset (the page explains the admin command). */
  mailer: Mailer | undefined;
}

/** Said when the address has an account and the password is not its password (decision 026). */
export const SIGN_UP_NOT_POSSIBLE =
  'We could not create an account with this email and password. If you already have an account, sign in or reset your password.';

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

export const providerCsp = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", AUTO_SUBMIT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  },
} as const;

/** The interaction is only valid inside the browser that started it (the provider checks its cookie). */
async function loginInteraction(provider: Provider, request: UidRequest, reply: FastifyReply) {
  try {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    return details.uid === request.params.uid && details.prompt.name === 'login' ? details : null;
  } catch {
    return null;
  }
}

/** Hands the signed-in account back to the provider, which answers with the redirect itself. */
async function finishLogin(
  provider: Provider,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
) {
  reply.hijack();
  try {
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
  } catch (error) {
    request.log.error({ err: error }, 'could not finish the sign-in interaction');
    if (!reply.raw.headersSent) {
      reply.raw.writeHead(500, { 'content-type': 'text/html; charset=utf-8' });
      reply.raw.end(
        messagePage('Sign-in problem', 'Something went wrong. Please start again from GrandFit.'),
      );
    }
  }
}

const expired = (reply: FastifyReply) =>
  html(
    reply,
    400,
    messagePage(
      'Sign-in expired',
      'This sign-in page has expired. Please start again from GrandFit.',
    ),
  );

/**
 * Mounts the embedded oidc-provider under /oidc, with GrandFit's own sign-in and sign-up pages in
 * front of it. oidc-provider is a Koa app: it gets the raw request with the mount path stripped
 * (as Express's app.use would do), and reads the body itself.
 */
export async function providerRoutes(app: FastifyInstance, options: ProviderRoutesOptions) {
  const { provider, db } = options;
  const callback = provider.callback();
  const rateLimit = { max: options.signInRateLimit, timeWindow: '1 minute' };

  await app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    forms.get(
      '/oidc/interaction/:uid',
      { config: { securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const details = await loginInteraction(provider, request, reply);
        if (!details) return expired(reply);
        return html(reply, 200, signInPage({ uid: details.uid }));
      },
    );

    forms.get(
      '/oidc/interaction/:uid/signup',
      { config: { securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const details = await loginInteraction(provider, request, reply);
        if (!details) return expired(reply);
        return html(reply, 200, signUpPage({ uid: details.uid }));
      },
    );

    forms.post(
      '/oidc/interaction/:uid/login',
      { config: { rateLimit, securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const details = await loginInteraction(provider, request, reply);
        if (!details) return expired(reply);
        const input = signInSchema.safeParse(request.body ?? {});
        const email = input.success ? input.data.email : '';
        const account = input.success ? await authenticateLocalAccount(db, input.data) : null;
        if (!account) {
          return html(
            reply,
            401,
            signInPage({ uid: details.uid, email, error: 'Incorrect email or password.' }),
          );
        }
        await finishLogin(provider, request, reply, account.id);
      },
    );

    forms.post(
      '/oidc/interaction/:uid/signup',
      { config: { rateLimit, securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const details = await loginInteraction(provider, request, reply);
        if (!details) return expired(reply);
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const input = signUpSchema.safeParse(body);
        const echo = { uid: details.uid, name: body.name ?? '', email: body.email ?? '' };
        if (!input.success) {
          const fieldErrors: FieldErrors = {};
          for (const issue of input.error.issues) {
            const name = issue.path[0];
            if (
              (name === 'name' || name === 'email' || name === 'password') &&
              !fieldErrors[name]
            ) {
              fieldErrors[name] = issue.message;
            }
          }
          return html(reply, 400, signUpPage({ ...echo, fieldErrors }));
        }
        const account = await createLocalAccount(db, input.data);
        if (!account) return html(reply, 400, signUpPage({ ...echo, error: SIGN_UP_NOT_POSSIBLE }));
        await finishLogin(provider, request, reply, account.id);
      },
    );

    await forms.register(passwordResetRoutes, {
      db,
      publicUrl: options.publicUrl,
      issuer: options.issuer,
      mailer: options.mailer,
      rateLimit,
      securityHeaders: providerCsp,
    });
  });

  await app.register(async (mounted) => {
    // Leave the body stream unread: oidc-provider parses it itself.
    mounted.removeAllContentTypeParsers();
    mounted.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string; baseUrl?: string };
      // Express-style mounting, which oidc-provider reads to build its own URLs.
      raw.originalUrl = raw.url;
      raw.baseUrl = EMBEDDED_MOUNT_PATH;
      raw.url = raw.url?.slice(EMBEDDED_MOUNT_PATH.length) || '/';
      void callback(raw, reply.raw);
    };
    mounted.all(EMBEDDED_MOUNT_PATH, { config: { securityHeaders: providerCsp } }, forward);
    mounted.all(`${EMBEDDED_MOUNT_PATH}/*`, { config: { securityHeaders: providerCsp } }, forward);
  });
}
