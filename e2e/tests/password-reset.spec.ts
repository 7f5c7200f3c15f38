import { startSmtpServer } from '../../apps/server/test/smtp-server.ts';
import { createAccount, expect, signInWith, test } from '../fixtures.ts';

const DESKTOP = { width: 1280, height: 800 };
const NEW_PASSWORD = 'quiet orchard lantern';

// One SMTP server on the port the server mails to (playwright.config.ts): one test at a time.
test.describe.configure({ mode: 'serial' });

test('forgot password: the mailed link sets a new password once, then signs in with it', async ({
  page,
}, testInfo) => {
  // A whole flow with two sign-ins and a mailed link: a minute was too tight at two workers.
  test.setTimeout(120_000);
  test.skip(testInfo.project.name !== 'mobile', 'the SMTP port is one per run');
  const inbox = await startSmtpServer({ port: Number(process.env.E2E_SMTP_PORT) });
  try {
    const account = await createAccount(page);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('forgot-390.png') });
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('check-email-390.png') });

    const mail = await inbox.mailTo(account.email);
    const link = /https?:\/\/\S+\/oidc\/password\/reset\?token=[\w%-]+/.exec(mail.text)?.[0] ?? '';
    expect(link).toContain('/oidc/password/reset?token=');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();

    await page.getByLabel('New password').fill('password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 10 characters.');
    await page.screenshot({ path: testInfo.outputPath('reset-error-390.png') });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: testInfo.outputPath('reset-error-desktop.png') });
    await page.setViewportSize({ width: 390, height: 844 });

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('changed-390.png') });

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link has already been used. Ask for a new one if you need to.',
    );
    await page.screenshot({ path: testInfo.outputPath('used-390.png') });

    await signInWith(page, account);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await signInWith(page, { ...account, password: NEW_PASSWORD });
    await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  } finally {
    await inbox.close();
  }
});

test('sign-up shows why a password is refused, at the field', async ({ page }, testInfo) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Pat Rivers');
  await page.getByLabel('Email').fill(`pat.weak.${Date.now()}@example.com`);
  await page.getByLabel('Password').fill('qwertyuiop');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This is a frequently used password. Add more words that are less common.',
  );
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath(`sign-up-weak-${testInfo.project.name}.png`) });
});
