import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3StorageConfig } from './storage/s3-storage.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

const optionalString = z.string().trim().optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: booleanFlag,
    WEB_DIST: z.string().trim().min(1).optional(),
    HEALTH_IMPORT_MAX_MB: z.coerce.number().int().min(1).max(10_240).default(1024),
    HEALTH_PLATFORM_NAME: z.string().trim().min(1).max(60).default('Fitness tracker'),
    HEALTH_OAUTH_AUTHORIZE_URL: z.url({ protocol: /^https?$/ }).optional(),
    HEALTH_OAUTH_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
    HEALTH_OAUTH_CLIENT_ID: optionalString,
    HEALTH_OAUTH_CLIENT_SECRET: optionalString,
    HEALTH_OAUTH_SCOPES: optionalString,
    AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    AI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
    UPLOAD_QUOTA_MB: z.coerce.number().int().min(1).max(16_777_216).default(2048),
    UPLOADS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
    UPLOADS_PER_INSTANCE: z.coerce.number().int().min(1).max(1000).default(8),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_BUCKET: z
      .string()
      .trim()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be an S3 bucket name (3-63 of a-z 0-9 . -)',
      )
      .optional(),
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().trim().min(3).max(320).optional(),
    SIGN_UP_CONFIRMATION: z.enum(['email', 'none']).optional(),
    TEST_ACCOUNTS: booleanFlag,
    NOTIFICATIONS_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
      .default('mailto:notifications@grandfit.example'),
  })
  .superRefine((env, ctx) => {
    if (env.TEST_ACCOUNTS) {
      // A door that signs anyone in: only on a server no other machine reaches, with the
      // embedded provider whose accounts it makes.
      const publicHost = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname : 'localhost';
      if (!isLoopbackHost(env.HOST) || !isLoopbackHost(publicHost) || env.OIDC_ISSUER) {
        ctx.addIssue({
          code: 'custom',
          path: ['TEST_ACCOUNTS'],
          message:
            'is for the tests only: it needs a loopback HOST and PUBLIC_URL and the ' +
            'embedded sign-in (no OIDC_ISSUER)',
        });
      }
    }
    if (env.SIGN_UP_CONFIRMATION === 'email' && !env.SMTP_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['SIGN_UP_CONFIRMATION'],
        message: 'email needs SMTP_URL to send the confirmation links',
      });
    }
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_CLIENT_ID'],
        message: 'is required when OIDC_ISSUER is set',
      });
    }
    if (env.AI_BASE_URL && !env.AI_MODEL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_MODEL'],
        message: 'is required when AI_BASE_URL is set',
      });
    }
    const s3Settings = [
      'S3_ENDPOINT',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
    ] as const;
    if (!env.S3_BUCKET) {
      for (const name of s3Settings.filter((name) => env[name] !== undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'is set but S3_BUCKET is not: set S3_BUCKET to store files in S3',
        });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together',
      });
    }
    const platform = [env.HEALTH_OAUTH_AUTHORIZE_URL, env.HEALTH_OAUTH_TOKEN_URL];
    if (platform.some(Boolean)) {
      for (const name of [
        'HEALTH_OAUTH_AUTHORIZE_URL',
        'HEALTH_OAUTH_TOKEN_URL',
        'HEALTH_OAUTH_CLIENT_ID',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({
            code: 'custom',
            path: [name],
            message: 'is required to connect a health platform',
          });
        }
      }
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** The origin users reach the app on; the embedded issuer and redirect URIs derive from it. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** External provider; undefined means the embedded one under /oidc. */
  oidc: { issuer: string; clientId: string; clientSecret: string | undefined } | undefined;
  sessionTtlMs: number;
  /** Sign-in and sign-up attempts per IP per minute on the embedded provider. */
  signInRateLimit: number;
  logLevel: string;
  trustProxy: boolean;
  /** Built web client to serve; undefined when it has not been built (API-only). */
  webDist: string;
  /** Largest health export upload accepted, in bytes. */
  healthImportMaxBytes: number;
  /** A fitness-tracker web API connected by OAuth 2.0 + PKCE; undefined when none is configured. */
  healthPlatform: HealthPlatformConfig | undefined;
  /**
   * An OpenAI-compatible chat-completions provider (docs/ai-provider.md); undefined when none is
   * set.
   */
  ai: AiConfig | undefined;
  notifications: NotificationsConfig;
  /** Where uploaded files go: DATA_DIR/uploads, or an S3-compatible bucket. */
  storage: StorageConfig;
  uploads: UploadsConfig;
  /** Outgoing e-mail (password reset, sign-up links); undefined when SMTP_URL is unset. */
  mail: MailConfig | undefined;
  /**
   * How the embedded provider's sign-up finishes: 'email' through a mailed link, so the page
   * never tells whether an address has an account (decision 031); 'none' in one step. Defaults to
   * 'email' when SMTP_URL is set.
   */
  signUpConfirmation: 'email' | 'none';
  /**
   * POST /api/test/accounts, which makes an account and signs it in in one request, so the
   * end-to-end suite and the server tests spend their time on what they test rather than on
   * sign-up pages (the sign-in tests still go through the provider). Never on a server other
   * machines reach.
   */
  testAccounts: boolean;
  /** Settings that start but will not work as the operator probably meant; logged at start-up. */
  warnings: string[];
}

export type StorageConfig = { kind: 'directory'; dir: string } | ({ kind: 's3' } & S3StorageConfig);

export interface UploadsConfig {
  /** Bytes of videos and progress photos one user may keep. */
  quotaBytes: number;
  /** Uploads one user may send to one instance at once. */
  perUser: number;
  /** Uploads one instance receives at once, all users together. */
  perInstance: number;
}

export interface NotificationsConfig {
  /** VAPID subject: how push services reach the operator (RFC 8292), mailto: or https:. */
  subject: string;
  /** Runs the every-minute job that sends reminders; tests drive the job themselves. */
  scheduler: boolean;
}

export interface MailConfig {
  /** e.g. smtps://user:pass@smtp.example.com:465 or smtp://127.0.0.1:2525 (nodemailer's URL form). */
  smtpUrl: string;
  /** The From header, e.g. "GrandFit <no-reply@example.com>". */
  from: string;
}

export interface AiConfig {
  /** e.g. https://api.openai.com/v1 (the server appends /chat/completions). */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long one call may take, in ms; unset means the client's default (30 s). */
  timeoutMs?: number | undefined;
}

export interface HealthPlatformConfig {
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string | undefined;
  scopes: string | undefined;
}

export class ConfigError extends Error {}

/** Listening on one of these reaches this machine only. */
function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\./.test(host);
}

function configWarnings(env: { HOST: string; PORT: number; PUBLIC_URL?: string | undefined }) {
  const warnings: string[] = [];
  if (!isLoopbackHost(env.HOST) && !env.PUBLIC_URL) {
    // Sign-in always finishes on PUBLIC_URL, and another machine's "localhost" is itself.
    warnings.push(
      `HOST=${env.HOST} accepts other machines, but PUBLIC_URL is unset, so sign-in sends them ` +
        `to http://localhost:${env.PORT}, which only this machine reaches. Set PUBLIC_URL to the ` +
        `address they use, e.g. PUBLIC_URL=http://192.168.1.20:${env.PORT}.`,
    );
  }
  return warnings;
}

/** Parses the environment once; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (VAR= in a shell or an env file) means "not set", as it does for most tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID ?? '',
          clientSecret: e.OIDC_CLIENT_SECRET,
        }
      : undefined,
    sessionTtlMs: e.SESSION_TTL_DAYS * 86_400_000,
    signInRateLimit: e.SIGN_IN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    // Source (tsx) and bundle (dist/) both sit two levels below apps/.
    webDist: e.WEB_DIST ? path.resolve(e.WEB_DIST) : path.resolve(here, '../../web/dist'),
    healthImportMaxBytes: e.HEALTH_IMPORT_MAX_MB * 1024 * 1024,
    healthPlatform:
      e.HEALTH_OAUTH_AUTHORIZE_URL && e.HEALTH_OAUTH_TOKEN_URL
        ? {
            name: e.HEALTH_PLATFORM_NAME,
            authorizeUrl: e.HEALTH_OAUTH_AUTHORIZE_URL,
            tokenUrl: e.HEALTH_OAUTH_TOKEN_URL,
            clientId: e.HEALTH_OAUTH_CLIENT_ID ?? '',
            clientSecret: e.HEALTH_OAUTH_CLIENT_SECRET,
            scopes: e.HEALTH_OAUTH_SCOPES,
          }
        : undefined,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL ?? '',
          timeoutMs: e.AI_TIMEOUT_MS,
        }
      : undefined,
    storage: e.S3_BUCKET
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
          // S3-compatible servers (MinIO, s3rver, ...) are usually reached by path; AWS by host.
          forcePathStyle:
            e.S3_FORCE_PATH_STYLE === undefined
              ? e.S3_ENDPOINT !== undefined
              : e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : { kind: 'directory', dir: path.join(path.resolve(e.DATA_DIR), 'uploads') },
    uploads: {
      quotaBytes: e.UPLOAD_QUOTA_MB * 1_048_576,
      perUser: e.UPLOADS_PER_USER,
      perInstance: e.UPLOADS_PER_INSTANCE,
    },
    mail: e.SMTP_URL
      ? {
          smtpUrl: e.SMTP_URL,
          from: e.MAIL_FROM ?? `GrandFit <no-reply@${new URL(publicUrl).hostname}>`,
        }
      : undefined,
    signUpConfirmation: e.SIGN_UP_CONFIRMATION ?? (e.SMTP_URL ? 'email' : 'none'),
    testAccounts: e.TEST_ACCOUNTS,
    notifications: { subject: e.NOTIFICATIONS_SUBJECT, scheduler: e.NODE_ENV !== 'test' },
    warnings: configWarnings(e),
  };
}
