import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port.ts';
import { startSmtpServer } from '../../apps/server/test/smtp-server.ts';
import { expect, newAccount, ONBOARDING_FIRST_QUESTION, test } from '../fixtures.ts';

/**
 * Sign-up confirmed by e-mail (decision 031) is what a server with SMTP_URL does by default. The
 * suite's shared server makes its many accounts in one step, so this spec starts a second built
 * server of its own, with its own database and SMTP server, reached at 127.0.0.1.
 */
test.describe.configure({ mode: 'serial' });

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['../apps/server/dist/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A new PGlite database migrated in WASM: 12.5 s on a quiet machine, over 60 s once in a CI run
  // beside two browsers and the suite's server (stop 57), so the wait is generous.
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      if ((await fetch(`${env.PUBLIC_URL}/healthz`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the second server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const linkIn = (text: string) =>
  /https?:\/\/\S+\/oidc\/interaction\/[^/\s]+\/confirm\?token=[\w%-]+/.exec(text)?.[0] ?? '';

test('a sign-up finishes through the mailed link and opens the onboarding', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'one extra server per run is enough');
  // A second server starts (a new database migrated) before two sign-ups: a CI run at two workers
  // took 53 s and once more than the default minute; its start alone once took over 60 s.
  test.setTimeout(240_000);
  const inbox = await startSmtpServer();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-e2e-signup-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await startServer({
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SMTP_URL: inbox.url,
    MAIL_FROM: 'GrandFit <hello@grandfit.test>',
  });
  try {
    const account = newAccount();
    const fillSignUp = async (password: string) => {
      await page.goto(url);
      await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
      await page.getByRole('link', { name: 'Create account' }).click();
      await page.getByLabel('Name').fill(account.name);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    };

    await fillSignUp(account.password);
    await expect(page.getByText(`We have sent a message to ${account.email}`)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('check-email-390.png') });

    const link = linkIn((await inbox.mailTo(account.email)).text);
    expect(link.startsWith(`${url}/oidc/interaction/`)).toBe(true);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Finish creating your account' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('confirm-390.png') });
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page.getByRole('heading', { name: ONBOARDING_FIRST_QUESTION })).toBeVisible({
      timeout: 30_000,
    });

    // The address now has an account: a second sign-up gets the same page, and the owner a note.
    await page.context().clearCookies();
    await fillSignUp('some other long phrase');
    await expect
      .poll(() => inbox.received.filter((mail) => mail.to.includes(account.email)).length)
      .toBe(2);
    const note = inbox.received.filter((mail) => mail.to.includes(account.email))[1];
    expect(note?.text).toContain('You already have a GrandFit account');
  } finally {
    server.kill();
    await inbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
