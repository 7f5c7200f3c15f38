import { defineConfig, devices } from '@playwright/test';
import { freePort } from '../apps/server/test/free-port.ts';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** A real OAuth server standing in for a fitness tracker's web API (health-platform.spec.ts). */
const platformPort = port + 1;
const platformUrl = `http://127.0.0.1:${platformPort}`;

// The SMTP server the password-reset spec starts while it runs (e2e/tests/password-reset.spec.ts):
// a port the system reports free, chosen once by the runner; its workers inherit it.
process.env.E2E_SMTP_PORT ??= String(await freePort());

/**
 * End-to-end tests drive Debian's Chromium against the production build served by the real server
 * (embedded PGlite in a fresh data directory, embedded identity provider).
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'tests/**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      testIgnore: 'tests/video-analysis.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
    // The side rail replaces the bottom navigation on wide screens.
    {
      name: 'desktop',
      testMatch:
        /tests\/(account-deletion|password-reset|navigation|journey|training-screens|goals|method|nutrition|breathing|records|corrections|history|units)\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Replaces the deployed service worker, so it runs alone after every other test.
    {
      name: 'pwa-update',
      testMatch: 'pwa/**/*.spec.ts',
      dependencies: ['mobile', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
    // The test records its clip in real time and the pose model runs on the CPU: another test's
    // load on the two cores drops frames and reps, so it runs last, alone.
    {
      name: 'video',
      testMatch: 'tests/video-analysis.spec.ts',
      fullyParallel: false,
      dependencies: ['pwa-update'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: [
    {
      command: 'node start-server.mjs',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        PUBLIC_URL: baseURL,
        LOG_LEVEL: 'warn',
        // Every test signs up from the same address, two at a time: far more than 20 a minute.
        SIGN_IN_RATE_LIMIT: '1000',
        HEALTH_PLATFORM_NAME: 'Test Tracker',
        HEALTH_OAUTH_AUTHORIZE_URL: `${platformUrl}/auth`,
        HEALTH_OAUTH_TOKEN_URL: `${platformUrl}/token`,
        HEALTH_OAUTH_CLIENT_ID: 'grandfit-health',
        HEALTH_OAUTH_CLIENT_SECRET: 'health-platform-test-secret',
        HEALTH_OAUTH_SCOPES: 'heartrate sleep',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        MAIL_FROM: 'GrandFit <no-reply@grandfit.test>',
        // Accounts in one step: every test signs up, and only the reset spec listens for mail.
        // Sign-up by mailed link, the default with SMTP_URL, has its own server in its spec.
        SIGN_UP_CONFIRMATION: 'none',
        // createAccount's factory (fixtures.ts): new lifters in one request; the sign-in specs
        // still sign up through the provider's pages.
        TEST_ACCOUNTS: '1',
      },
    },
    {
      command: 'tsx ../apps/server/test/health-platform-server.ts',
      url: `${platformUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(platformPort), APP_URL: baseURL },
    },
  ],
});
