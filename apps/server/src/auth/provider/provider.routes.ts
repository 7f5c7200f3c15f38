import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createLocalAccount, signInSchema, signUpSchema } from './accounts.ts';
import { EMBEDDED_MOUNT_PATH } from './embedded-provider.ts';
import { LOGIN_REQUEST_TTL_MS } from '../relying-party.ts';
import {
  accountReadyPage,
  AUTO_SUBMIT_SCRIPT_HASH,
  confirmSignUpPage,
  messagePage,
  signInPage,
  signUpLinkProblemPage,
  signUpLinkSentPage,
  signUpPage,
  waitText,
  type FieldErrors,
} from './pages.ts';
import {
  checkSignUpLink,
  confirmSignUp,
  requestSignUp,
  SIGN_UP_LINK_PROBLEMS,
  signUpMail,
} from './sign-up-confirmation.ts';
import { attemptSignIn } from './sign-in-lockout.ts';
import { preparePasswordRule } from './password-rule.ts';
import { html } from './html-reply.ts';
import { serverTiming, untimed, type Timed } from '../../http/server-timing.ts';
import { passwordResetRoutes } from './password-reset.routes.ts';

export interface ProviderRoutesOptions {
  provider: Provider;
  db: Db;
  /** Sign-in and sign-up attempts together allowed per IP address per minute, on all instances. */
  signInRateLimit: number;
  /** Where reset links point, and the issuer the provider's users are recorded under. */
  publicUrl: string;
  issuer: string;
  /** Sends reset links; undefined when SMTP_URL is unset (the page explains the admin command). */
  mailer: Mailer | undefined;
  /** 'email': a sign-up finishes through a mailed link (decision 031); needs the mailer. */
  signUpConfirmation: 'email' | 'none';
}

/** Said when the address has an account and the password is not its password (decision 028). */
export const SIGN_UP_NOT_POSSIBLE =
  'We could not create an account with this email and password. If you already have an account, sign in or reset your password.';

type UidRequest = FastifyRequest<{ Params: { uid: string } }>;

const confirmPath = (uid: string) => `/oidc/interaction/${encodeURIComponent(uid)}/confirm`;

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
  timed: Timed = untimed,
) {
  reply.hijack();
  try {
    await timed('provider', () =>
      provider.interactionFinished(
        request.raw,
        reply.raw,
        { login: { accountId } },
        { mergeWithLastSubmission: false },
      ),
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

/** A refused attempt: 429 with Retry-After, and the form again with when to try. */
function tooMany(reply: FastifyReply, waitMs: number, body: string) {
  return html(reply.header('retry-after', Math.max(1, Math.ceil(waitMs / 1000))), 429, body);
}

const WRONG_PASSWORD = 'Incorrect email or password.';
const accountPaused = (waitMs: number) =>
  `Too many failed sign-ins for this account. Please try again in ${waitText(waitMs)}.`;

const fromThisNetwork = (waitMs: number) =>
  `Too many sign-in attempts from your network. Please try again in ${waitText(waitMs)}.`;

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
  const { provider, db, mailer } = options;
  preparePasswordRule();
  const callback = provider.callback();
  // One count per address for sign-in and sign-up together, kept in the database (app.ts's store)
  // so that N instances still allow signInRateLimit a minute, not N times it.
  const attemptFrom = app.createRateLimit({
    max: options.signInRateLimit,
    timeWindow: 60_000,
    keyGenerator: (request) => `sign-in ${normalizeIP(request.ip)}`,
  });
  /** Counts the attempt; answers how long to wait when the address is over its limit. */
  const overLimitFor = async (request: FastifyRequest): Promise<number | null> => {
    const limit = await attemptFrom(request);
    return !limit.isAllowed && limit.isExceeded ? limit.ttl : null;
  };

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
      { config: { securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const timed = serverTiming(request, reply);
        const overLimit = await timed('limit', () => overLimitFor(request));
        const details = await timed('interaction', () =>
          loginInteraction(provider, request, reply),
        );
        if (!details) return expired(reply);
        const input = signInSchema.safeParse(request.body ?? {});
        const email = input.success ? input.data.email : '';
        const again = (error: string) => signInPage({ uid: details.uid, email, error });
        if (overLimit !== null) return tooMany(reply, overLimit, again(fromThisNetwork(overLimit)));
        if (!input.success) return html(reply, 401, again(WRONG_PASSWORD));
        const attempt = await attemptSignIn(db, input.data, timed);
        if (attempt.outcome === 'locked') {
          return tooMany(reply, attempt.lockedForMs, again(accountPaused(attempt.lockedForMs)));
        }
        if (attempt.outcome === 'wrong-password') {
          const wait = attempt.lockedForMs;
          if (wait === 0) return html(reply, 401, again(WRONG_PASSWORD));
          return tooMany(reply, wait, again(`${WRONG_PASSWORD} ${accountPaused(wait)}`));
        }
        await finishLogin(provider, request, reply, attempt.account.id, timed);
      },
    );

    forms.post(
      '/oidc/interaction/:uid/signup',
      { config: { securityHeaders: providerCsp } },
      async (request: UidRequest, reply) => {
        const timed = serverTiming(request, reply);
        const overLimit = await timed('limit', () => overLimitFor(request));
        const details = await timed('interaction', () =>
          loginInteraction(provider, request, reply),
        );
        if (!details) return expired(reply);
        const body = (request.body ?? {}) as Record<string, string | undefined>;
        const input = await timed('rule', () => signUpSchema.safeParseAsync(body));
        const echo = { uid: details.uid, name: body.name ?? '', email: body.email ?? '' };
        if (overLimit !== null) {
          return tooMany(
            reply,
            overLimit,
            signUpPage({ ...echo, error: fromThisNetwork(overLimit) }),
          );
        }
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
        if (mailer && options.signUpConfirmation === 'email') {
          const requested = await requestSignUp(db, input.data);
          // Not awaited: the answer must take as long whether or not the address has an account.
          mailer
            .send(
              signUpMail(requested, {
                confirm: (token) =>
                  `${options.publicUrl}${confirmPath(details.uid)}?token=${encodeURIComponent(token)}`,
                signIn: `${options.publicUrl}/api/login`,
                forgot: `${options.publicUrl}/oidc/password/forgot`,
              }),
            )
            .catch((error: unknown) => request.log.error({ err: error }, 'sign-up mail not sent'));
          return html(reply, 200, signUpLinkSentPage(input.data.email));
        }
        const account = await createLocalAccount(db, input.data, timed);
        if (!account) return html(reply, 400, signUpPage({ ...echo, error: SIGN_UP_NOT_POSSIBLE }));
        await finishLogin(provider, request, reply, account.id, timed);
      },
    );

    // The mailed link of a confirmed sign-up. Its path is the interaction's, so the browser that
    // started the sign-up still holds the provider's interaction cookie and can be signed straight
    // in; any other browser gets the account and a sign-in link. The token is in the URL: keep it
    // out of the request log.
    forms.get(
      '/oidc/interaction/:uid/confirm',
      { config: { securityHeaders: providerCsp }, logLevel: 'warn' },
      async (request: UidRequest, reply) => {
        const token = String((request.query as Record<string, unknown>).token ?? '');
        const checked = await checkSignUpLink(db, token);
        if (checked.state !== 'valid') {
          return html(reply, 400, signUpLinkProblemPage(SIGN_UP_LINK_PROBLEMS[checked.state]));
        }
        const action = confirmPath(request.params.uid);
        return html(
          reply.header('referrer-policy', 'no-referrer'),
          200,
          confirmSignUpPage({ action, token, email: checked.pending.email }),
        );
      },
    );

    forms.post(
      '/oidc/interaction/:uid/confirm',
      { config: { securityHeaders: providerCsp }, logLevel: 'warn' },
      async (request: UidRequest, reply) => {
        const token = String((request.body as Record<string, unknown> | undefined)?.token ?? '');
        const result = await confirmSignUp(db, token);
        if (result.outcome === 'taken') return html(reply, 200, accountReadyPage());
        if (result.outcome !== 'created') {
          return html(reply, 400, signUpLinkProblemPage(SIGN_UP_LINK_PROBLEMS[result.outcome]));
        }
        // The app waits LOGIN_REQUEST_TTL_MS for the sign-in it started; later, a fresh sign-in.
        const fresh = Date.now() - result.requestedAt.getTime() < LOGIN_REQUEST_TTL_MS;
        const details = fresh ? await loginInteraction(provider, request, reply) : null;
        if (!details) return html(reply, 200, accountReadyPage());
        await finishLogin(provider, request, reply, result.account.id);
      },
    );

    await forms.register(passwordResetRoutes, {
      db,
      publicUrl: options.publicUrl,
      issuer: options.issuer,
      mailer,
      rateLimit: { max: options.signInRateLimit, timeWindow: '1 minute' },
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
