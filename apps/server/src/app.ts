import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAuthenticator, type TokenRateLimit } from './auth/authenticate.ts';
import { testAccountsRoutes } from './auth/test-accounts.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import {
  onboardingHintCookieName,
  sessionCookieName,
  signedInHintCookieName,
} from './auth/session-cookie.ts';
import { createEmbeddedProvider } from './auth/provider/embedded-provider.ts';
import { providerRoutes } from './auth/provider/provider.routes.ts';
import { createRelyingParty, type RelyingParty } from './auth/relying-party.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { healthImportRoutes } from './features/health-import/health-import.routes.ts';
import { workoutImportRoutes } from './features/workout-import/workout-import.routes.ts';
import { methodRoutes } from './features/method/method.routes.ts';
import { videoRoutes } from './features/video/video.routes.ts';
import { avatarRoutes } from './features/profile/avatar.routes.ts';
import { exportRoutes } from './features/profile/export.routes.ts';
import { settingsRoutes } from './features/profile/settings.routes.ts';
import { onboardingRoutes } from './features/profile/onboarding.routes.ts';
import { recoveryRoutes } from './features/recovery/recovery.routes.ts';
import { healthPlatformRoutes } from './features/health-platform/health-platform.routes.ts';
import { healthPlatformService } from './features/health-platform/health-platform.service.ts';
import { coachRoutes } from './features/coach/coach.routes.ts';
import { coachService } from './features/coach/coach.service.ts';
import { goalsRoutes } from './features/goals/goals.routes.ts';
import { breathingRoutes } from './features/breathing/breathing.routes.ts';
import { nutritionRoutes } from './features/nutrition/nutrition.routes.ts';
import { ensureFoodTable } from './features/nutrition/food-table.ts';
import { createAiClient } from './ai/ai-client.ts';
import { progressRoutes } from './features/progress/progress.routes.ts';
import { exercisesRoutes } from './features/exercises/exercises.routes.ts';
import { exerciseNotesRoutes } from './features/exercise-notes/exercise-notes.routes.ts';
import { bodyMeasurementRoutes } from './features/body-measurements/body-measurements.routes.ts';
import { bodyWeightRoutes } from './features/body-weight/body-weight.routes.ts';
import { recordsRoutes } from './features/records/records.routes.ts';
import { analyticsRoutes } from './features/analytics/analytics.routes.ts';
import { historyRoutes } from './features/history/history.routes.ts';
import { trainingRoutes } from './features/training/training.routes.ts';
import { customExercisesRoutes } from './features/custom-exercises/custom-exercises.routes.ts';
import { routinesRoutes } from './features/routines/routines.routes.ts';
import { trainingService } from './features/training/training.service.ts';
import { installCsrfGuard } from './http/csrf.ts';
import { registerOpenApi } from './http/openapi/openapi.ts';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes.ts';
import { accountRoutes } from './features/account/account.routes.ts';
import { accountService } from './features/account/account.service.ts';
import { smtpMailer } from './mail/mailer.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { announceUserWrites } from './http/announce-user-writes.ts';
import { ACCOUNT_CHANGED_CHANNEL, userChanges, type UserChanges } from './db/user-changes.ts';
import { forgetCachedSessionsOf } from './auth/sessions.ts';
import { forgetCachedSettingsOf } from './features/profile/settings.service.ts';
import { todayCache } from './features/training/today-cache.ts';
import { setWriter } from './features/training/set-writer.ts';
import { recordsStep } from './features/records/records.service.ts';
import { installErrorHandler } from './http/error-handler.ts';
import { databaseRateLimitStore } from './http/rate-limit-store.ts';
import { serializeError } from './http/log-error.ts';
import { webClient } from './http/web-client.ts';
import { isLoopback } from './http/loopback.ts';
import { createFileStorage } from './storage/create-storage.ts';
import type { FileStorage } from './storage/file-storage.ts';
import { uploadsService, type UploadsService } from './uploads/uploads.service.ts';
import { notificationsRoutes } from './features/notifications/notifications.routes.ts';
import {
  createNotificationJob,
  type NotificationJob,
} from './features/notifications/notification-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder sender: every minute in production; tests call runDue(now) themselves. */
    notificationJob: NotificationJob;
    /** Where uploaded files live; account deletion and tests reach it here. */
    fileStorage: FileStorage;
    /** The upload receiver (its count of uploads in progress is read by tests). */
    uploads: UploadsService;
    /**
     * Notices of ended sessions and changed users or settings, from every instance; this instance's
     * session and settings caches already obey them (the two-instance tests wait on them).
     */
    accountChanges: UserChanges;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Sign-in and sign-up attempts per IP per minute; overrides SIGN_IN_RATE_LIMIT (the rate-limit test). */
  signInRateLimit?: number;
  /** Calls per personal API token per minute (the token rate-limit test lowers it). */
  apiTokenRateLimit?: number;
  /** Calls per IP per minute to the AI endpoints (photo identification, meal generator). */
  aiRateLimit?: number;
  /** Where the log goes instead of stdout (tests read what a failure logged). */
  logStream?: { write(line: string): void };
  /** Sees every route as it is registered (the test that fuzzes every route lists them so). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole server without listening, so tests and main.ts share it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const { db } = database;
  const secure = config.publicUrl.startsWith('https://');
  const cookies = { secure };
  const signInRateLimit = deps.signInRateLimit ?? config.signInRateLimit;

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Every logged error goes through one serializer: no query parameter, no user text.
            serializers: { err: serializeError },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
  });
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('sessionUser', null);
  app.decorateRequest('apiToken', null);
  installErrorHandler(app);

  installSecurityHeaders(app, { secure });
  await app.register(fastifyCookie);
  // Counters live in the database, so every instance counts against the same limits.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(db) });
  installCsrfGuard(app, { publicUrl: config.publicUrl });
  // Before every route: the document is built from the routes as they are added.
  await registerOpenApi(app, { sessionCookie: sessionCookieName(cookies) });

  let relyingParty: RelyingParty;
  let embeddedIssuer: string | undefined;
  if (config.oidc) {
    relyingParty = createRelyingParty(db, {
      issuer: config.oidc.issuer,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      redirectUri: `${config.publicUrl}/api/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
      allowHttp: isLoopback(config.oidc.issuer),
    });
  } else {
    const embedded = await createEmbeddedProvider(db, {
      publicUrl: config.publicUrl,
      trustProxy: config.trustProxy,
    });
    await app.register(providerRoutes, {
      provider: embedded.provider,
      db,
      signInRateLimit,
      publicUrl: config.publicUrl,
      issuer: embedded.issuer,
      mailer: config.mail ? smtpMailer(config.mail) : undefined,
      signUpConfirmation: config.signUpConfirmation,
    });
    embeddedIssuer = embedded.issuer;
    relyingParty = createRelyingParty(db, {
      issuer: embedded.issuer,
      clientId: embedded.clientId,
      clientSecret: embedded.clientSecret,
      redirectUri: `${config.publicUrl}/api/callback`,
      postLogoutRedirectUri: `${config.publicUrl}/`,
      // The embedded provider is this same process, reached over the public URL.
      allowHttp: true,
    });
  }

  // Each personal API token has its own budget, counted in the database like every other limit.
  const tokenLimit = app.createRateLimit({
    max: deps.apiTokenRateLimit ?? 600,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-token ${request.apiToken?.id ?? ''}`,
  });
  const tokenRateLimit: TokenRateLimit = async (request) => {
    const limit = await tokenLimit(request);
    return !limit.isAllowed && limit.isExceeded ? limit.ttl : null;
  };
  const authenticator = createAuthenticator(db, cookies, { tokenRateLimit });
  // The one file store of this process (decision 026): a directory, or a bucket every instance shares.
  const storage = createFileStorage(config.storage);
  app.decorate('fileStorage', storage);
  app.addHook('onClose', () => storage.close());
  const uploads = uploadsService(db, storage, config.uploads);
  app.decorate('uploads', uploads);
  const changes = await userChanges(database);
  app.addHook('onClose', () => changes.close());
  announceUserWrites(app, changes);
  // A logout, a password change or a settings save on any instance reaches this one's caches at
  // once, and a gap in the notices empties them (docs/decisions/027).
  const accountChanges = await userChanges(database, ACCOUNT_CHANGED_CHANNEL);
  app.addHook('onClose', () => accountChanges.close());
  accountChanges.subscribe((userId) => {
    forgetCachedSessionsOf(db, userId);
    forgetCachedSettingsOf(db, userId);
  });
  app.decorate('accountChanges', accountChanges);
  await app.register(healthRoutes, { database });
  await app.register(authRoutes, {
    db,
    relyingParty,
    authenticator,
    cookies,
    publicUrl: config.publicUrl,
    sessionTtlMs: config.sessionTtlMs,
    loginRateLimit: Math.max(signInRateLimit * 3, 60),
  });
  if (config.testAccounts && embeddedIssuer) {
    await app.register(testAccountsRoutes, {
      db,
      cookies,
      issuer: embeddedIssuer,
      sessionTtlMs: config.sessionTtlMs,
    });
  }
  await app.register(accountRoutes, {
    db,
    authenticator,
    cookies,
    account: accountService(db, storage, {
      embeddedIssuer,
    }),
  });
  await app.register(apiTokensRoutes, { db, authenticator });
  await app.register(avatarRoutes, { db, authenticator });
  await app.register(recoveryRoutes, { db, authenticator });
  await app.register(healthImportRoutes, {
    db,
    authenticator,
    maxBytes: config.healthImportMaxBytes,
    dataDir: config.dataDir,
  });
  await app.register(workoutImportRoutes, { db, authenticator, storage, changes });
  await app.register(settingsRoutes, { db, authenticator });
  await app.register(onboardingRoutes, { db, authenticator, cookies });
  await app.register(exportRoutes, { db, authenticator });
  const coach = coachService(db);
  await app.register(trainingRoutes, {
    db,
    authenticator,
    training: trainingService(db, coach.targetWeights),
    todayCache: todayCache(changes),
    setWriter: setWriter(db, recordsStep),
  });
  await app.register(coachRoutes, { coach, authenticator });
  await app.register(customExercisesRoutes, { db, authenticator });
  await app.register(routinesRoutes, { db, authenticator });
  await app.register(methodRoutes, { db, authenticator, storage, uploads });
  await app.register(videoRoutes, { db, authenticator, storage, uploads });
  await app.register(progressRoutes, { db, authenticator });
  await app.register(exercisesRoutes, { db, authenticator });
  await app.register(exerciseNotesRoutes, { db, authenticator });
  await app.register(bodyWeightRoutes, { db, authenticator });
  await app.register(bodyMeasurementRoutes, { db, authenticator });
  await app.register(recordsRoutes, { db, authenticator });
  await app.register(analyticsRoutes, { db, authenticator });
  await app.register(historyRoutes, { db, authenticator });
  await app.register(goalsRoutes, { db, authenticator });
  await app.register(breathingRoutes, { db, authenticator });
  await app.register(nutritionRoutes, {
    db,
    authenticator,
    ai: config.ai ? createAiClient(config.ai) : undefined,
    aiRateLimit: deps.aiRateLimit ?? 30,
  });
  if (config.env !== 'test') {
    // Loads the food table in the background, so the first meal logged does not wait for it.
    app.addHook('onReady', async () => {
      ensureFoodTable(db).catch((error: unknown) =>
        app.log.error({ err: error }, 'loading the food table failed'),
      );
    });
  }
  await app.register(notificationsRoutes, {
    db,
    authenticator,
    allowHttpEndpoints: config.env !== 'production',
  });
  const notificationJob = createNotificationJob({
    db,
    subject: config.notifications.subject,
    log: app.log,
  });
  app.decorate('notificationJob', notificationJob);
  if (config.notifications.scheduler) {
    app.addHook('onReady', async () => notificationJob.start());
  }
  app.addHook('onClose', () => notificationJob.stop());
  await app.register(healthPlatformRoutes, {
    authenticator,
    service: healthPlatformService(db, {
      platform: config.healthPlatform,
      publicUrl: config.publicUrl,
    }),
  });
  await app.register(webClient, {
    webDist: config.webDist,
    signedInHintCookie: signedInHintCookieName(cookies),
    onboardingHintCookie: onboardingHintCookieName(cookies),
  });
  return app;
}
