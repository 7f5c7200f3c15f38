import type { Browser, Page } from '@playwright/test';
import { expect, newAccount, ONBOARDING_FIRST_QUESTION, test } from '../fixtures.ts';

/*
 * The native shell's sign-in (docs/decisions/041-native-shells.md), seen from the web side: the
 * app's WebView is a page with a simulated Capacitor bridge; the system browser is a separate
 * browser context (its own cookies), as on a phone.
 */

interface BridgeCall {
  plugin: string;
  method: string;
  options?: { url?: string };
}

declare global {
  interface Window {
    bridgeCalls: BridgeCall[];
    appUrlOpen?: (data: { url: string }) => void;
  }
}

/** The entry points of Capacitor's native bridge the app calls; every call is recorded. */
function simulateBridge() {
  window.bridgeCalls = [];
  (window as unknown as { Capacitor: unknown }).Capacitor = {
    isNativePlatform: () => true,
    nativePromise: (plugin: string, method: string, options?: { url?: string }) => {
      window.bridgeCalls.push({ plugin, method, options });
      return Promise.resolve(plugin === 'App' && method === 'getLaunchUrl' ? {} : undefined);
    },
    nativeCallback: (
      plugin: string,
      method: string,
      options: { eventName?: string },
      callback: (data: { url: string }) => void,
    ) => {
      window.bridgeCalls.push({ plugin, method });
      if (plugin === 'App' && method === 'addListener' && options.eventName === 'appUrlOpen') {
        window.appUrlOpen = callback;
      }
      return 'callback-1';
    },
  };
}

/** The app's WebView. Like the fixture's page, it must log no errors; `close` checks that. */
async function openApp(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await context.addInitScript(simulateBridge);
  const app = await context.newPage();
  const errors: string[] = [];
  app.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  app.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console.error: ${message.text()}`);
    }
  });
  await app.goto('/');
  const close = async () => {
    await context.close();
    expect(errors, 'the app logged errors').toEqual([]);
  };
  return { app, close };
}

/** Taps sign-in in the app and answers the URL it asked the Browser plugin to open. */
async function startSignIn(app: Page): Promise<string> {
  await app.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  const opened = await app.waitForFunction(() =>
    window.bridgeCalls.find((call) => call.plugin === 'Browser' && call.method === 'open'),
  );
  const call = (await opened.jsonValue()) as BridgeCall;
  return call.options?.url ?? '';
}

/**
 * A system-browser page, and the custom-scheme navigations it requests: Chromium hands those to
 * the operating system, so they are read from the DevTools protocol, not from page events.
 */
async function systemBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const requested: string[] = [];
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (event: { url: string }) => requested.push(event.url));
  return { page, requested, close: () => context.close() };
}

test('signs in through the system browser and returns to the app on Today', async ({
  browser,
  baseURL,
  page,
}) => {
  // The fixture's page checks for console errors; the app's WebView is its own context.
  await page.goto('/');
  const { app, close } = await openApp(browser, baseURL ?? '');
  const loginUrl = await startSignIn(app);
  expect(loginUrl).toMatch(/\/api\/native\/login\?challenge=[\w-]{43}$/);

  const system = await systemBrowser(browser, baseURL ?? '');
  await system.page.goto(loginUrl);
  await system.page.getByRole('link', { name: 'Create account' }).click();
  const account = newAccount();
  await system.page.getByLabel('Name').fill(account.name);
  await system.page.getByLabel('Email').fill(account.email);
  await system.page.getByLabel('Password').fill(account.password);
  await system.page.getByRole('button', { name: 'Create account' }).click();

  await expect(system.page.getByText('Login Successful!')).toBeVisible({ timeout: 30_000 });
  await expect(system.page.getByText('Returning you to the app...')).toBeVisible();
  await expect
    .poll(() => system.requested.find((url) => url.startsWith('app.grandfit://')))
    .toMatch(/^app\.grandfit:\/\/auth\?code=[\w-]{43}$/);
  const deepLink = system.requested.find((url) => url.startsWith('app.grandfit://')) ?? '';
  // The code is no session: the system browser is still signed out.
  const asked = await system.page.request.get('/api/auth/user');
  expect(asked.status()).toBe(401);
  await system.close();

  // The operating system hands the link to the app (App plugin, appUrlOpen).
  await app.evaluate((url) => window.appUrlOpen?.({ url }), deepLink);
  await expect(app.getByRole('heading', { name: ONBOARDING_FIRST_QUESTION })).toBeVisible({
    timeout: 30_000,
  });
  await app.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await close();
});

test('a failed sign-in returns to the app with the reason, and the app stays signed out', async ({
  browser,
  baseURL,
  page,
}) => {
  await page.goto('/');
  const { app, close } = await openApp(browser, baseURL ?? '');
  const loginUrl = await startSignIn(app);

  const system = await systemBrowser(browser, baseURL ?? '');
  await system.page.goto(loginUrl);
  await expect(system.page.getByLabel('Email')).toBeVisible();
  // The provider's answer is forged: the callback's state is not the one this browser holds.
  await system.page.goto('/api/callback?state=forged&code=forged');
  await expect(system.page.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect
    .poll(() => system.requested.find((url) => url.startsWith('app.grandfit://')))
    .toMatch(/^app\.grandfit:\/\/auth\?error=Sign-in\+expired/);
  const deepLink = system.requested.find((url) => url.startsWith('app.grandfit://')) ?? '';
  await system.close();

  await app.evaluate((url) => window.appUrlOpen?.({ url }), deepLink);
  await expect(app.getByText('Login Failed', { exact: true })).toBeVisible();
  await expect(app.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  expect((await app.request.get('/api/auth/user')).status()).toBe(401);
  await close();
});

test('a return link planted in the app by someone else signs no one in', async ({
  browser,
  baseURL,
  page,
}) => {
  await page.goto('/');
  const { app, close } = await openApp(browser, baseURL ?? '');
  await startSignIn(app);
  // A well-formed link with a code this app's verifier was never paired with.
  await app.evaluate(
    (url) => window.appUrlOpen?.({ url }),
    `app.grandfit://auth?code=${'x'.repeat(43)}`,
  );
  await expect(app.getByText('Login Failed', { exact: true })).toBeVisible();
  expect((await app.request.get('/api/auth/user')).status()).toBe(401);
  // A link that is not the return link is ignored.
  await app.evaluate((url) => window.appUrlOpen?.({ url }), 'javascript:alert(1)');
  await expect(app.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  await close();
});
