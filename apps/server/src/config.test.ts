import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('uses the embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      oidc: undefined,
    });
  });

  it('derives the public URL from PORT and reads an external provider', () => {
    const config = loadConfig({
      PORT: '8080',
      OIDC_ISSUER: 'https://id.example.com',
      OIDC_CLIENT_ID: 'grandfit',
      OIDC_CLIENT_SECRET: 's3cret',
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.oidc).toEqual({
      issuer: 'https://id.example.com',
      clientId: 'grandfit',
      clientSecret: 's3cret',
    });
  });

  it('warns when other machines may connect but PUBLIC_URL still says localhost', () => {
    expect(loadConfig({}).warnings).toEqual([]);
    const [warning, ...others] = loadConfig({ HOST: '0.0.0.0', PORT: '3000' }).warnings;
    expect(others).toEqual([]);
    expect(warning).toMatch(/^HOST=0\.0\.0\.0 accepts other machines, but PUBLIC_URL is unset/);
    expect(warning).toContain('PUBLIC_URL=http://192.168.1.20:3000');
    expect(loadConfig({ HOST: '::' }).warnings).toHaveLength(1);
    expect(
      loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'http://192.168.1.20:3000' }).warnings,
    ).toEqual([]);
    expect(loadConfig({ HOST: '192.168.1.20' }).warnings).toHaveLength(1);
    expect(loadConfig({ HOST: 'localhost' }).warnings).toEqual([]);
    expect(loadConfig({ HOST: '::1' }).warnings).toEqual([]);
  });

  it('limits sign-ins to 20 a minute per address unless told otherwise', () => {
    expect(loadConfig({}).signInRateLimit).toBe(20);
    expect(loadConfig({ SIGN_IN_RATE_LIMIT: '1000' }).signInRateLimit).toBe(1000);
    expect(() => loadConfig({ SIGN_IN_RATE_LIMIT: '0' })).toThrow(ConfigError);
  });

  it('reads the SMTP server for reset mail, with a From on the public host by default', () => {
    expect(loadConfig({}).mail).toBeUndefined();
    expect(
      loadConfig({
        SMTP_URL: 'smtps://u:p@smtp.example.com:465',
        PUBLIC_URL: 'https://fit.example.com',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      from: 'GrandFit <no-reply@fit.example.com>',
    });
    expect(
      loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', MAIL_FROM: 'Gym <gym@example.com>' }).mail
        ?.from,
    ).toBe('Gym <gym@example.com>');
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
  });

  it('confirms sign-ups by e-mail when it can send mail, unless told not to', () => {
    const smtp = 'smtp://127.0.0.1:2525';
    expect(loadConfig({}).signUpConfirmation).toBe('none');
    expect(loadConfig({ SMTP_URL: smtp }).signUpConfirmation).toBe('email');
    expect(loadConfig({ SMTP_URL: smtp, SIGN_UP_CONFIRMATION: 'none' }).signUpConfirmation).toBe(
      'none',
    );
    expect(() => loadConfig({ SIGN_UP_CONFIRMATION: 'email' })).toThrow(
      /SIGN_UP_CONFIRMATION: email needs SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: smtp, SIGN_UP_CONFIRMATION: 'yes' })).toThrow(
      /SIGN_UP_CONFIRMATION/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', OIDC_ISSUER: '' })).toMatchObject({
      databaseUrl: undefined,
      port: 3000,
      oidc: undefined,
    });
  });

  it('reads an optional AI provider', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(
      loadConfig({
        AI_BASE_URL: 'https://ai.example.com/v1/',
        AI_API_KEY: 'key',
        AI_MODEL: 'vision-1',
      }).ai,
    ).toEqual({ baseUrl: 'https://ai.example.com/v1', apiKey: 'key', model: 'vision-1' });
  });

  it('reads the VAPID subject, with a default, and runs the scheduler outside tests', () => {
    expect(loadConfig({}).notifications).toEqual({
      subject: 'mailto:notifications@grandfit.example',
      scheduler: true,
    });
    expect(
      loadConfig({ NOTIFICATIONS_SUBJECT: 'https://fit.example.com/contact', NODE_ENV: 'test' })
        .notifications,
    ).toEqual({ subject: 'https://fit.example.com/contact', scheduler: false });
  });

  it('stores uploads in DATA_DIR/uploads, 2 GB per user, 2 at a time per user, 8 per instance', () => {
    const config = loadConfig({ DATA_DIR: '/srv/grandfit' });
    expect(config.storage).toEqual({ kind: 'directory', dir: '/srv/grandfit/uploads' });
    expect(config.uploads).toEqual({ quotaBytes: 2048 * 1_048_576, perUser: 2, perInstance: 8 });
    expect(
      loadConfig({ UPLOAD_QUOTA_MB: '500', UPLOADS_PER_USER: '1', UPLOADS_PER_INSTANCE: '4' })
        .uploads,
    ).toEqual({ quotaBytes: 500 * 1_048_576, perUser: 1, perInstance: 4 });
  });

  it('reads an S3-compatible store, by path when an endpoint is named', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio:9000',
        S3_BUCKET: 'grandfit',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'grandfit',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: the SDK's credential chain, the bucket in the host name.
    expect(loadConfig({ S3_BUCKET: 'grandfit', S3_REGION: 'eu-west-3' }).storage).toEqual({
      kind: 's3',
      endpoint: undefined,
      bucket: 'grandfit',
      region: 'eu-west-3',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'grandfit', S3_ACCESS_KEY_ID: 'id' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'grandfit', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE'],
    [{ S3_BUCKET: 'grandfit', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ UPLOAD_QUOTA_MB: '0' }, 'UPLOAD_QUOTA_MB'],
    [{ UPLOADS_PER_USER: 'two' }, 'UPLOADS_PER_USER'],
    [{ UPLOADS_PER_INSTANCE: '0' }, 'UPLOADS_PER_INSTANCE'],
    [{ PORT: 'eighty' }, 'PORT'],
    [{ NOTIFICATIONS_SUBJECT: 'ops@example.com' }, 'NOTIFICATIONS_SUBJECT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ OIDC_ISSUER: 'https://id.example.com' }, 'OIDC_CLIENT_ID'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ AI_BASE_URL: 'http://127.0.0.1:9999/v1' }, 'AI_MODEL'],
    [{ AI_BASE_URL: 'ftp://ai.example.com' }, 'AI_BASE_URL'],
  ])('stops with a message naming the bad variable (%o)', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${variable}:`));
  });
});
