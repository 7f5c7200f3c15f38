import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { localAccounts, passwordResetTokens, sessions } from '../../db/schema/auth.ts';
import {
  newAccount,
  openSignIn,
  signedInBrowser,
  signIn,
  TestBrowser,
} from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { TOKEN_PROBLEMS } from './password-reset.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

const NEW_PASSWORD = 'quiet orchard lantern';

function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/oidc\/password\/reset\?token=[\w%-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${mail.text}`);
  return link;
}

async function askForReset(server: TestServer, email: string) {
  const browser = new TestBrowser(server.url);
  const { response } = await browser.submitForm('/oidc/password/forgot', { email });
  return { status: response.status, html: await response.text() };
}

/** The answer's page, with the address the user typed taken out. */
const withoutAddress = (html: string, email: string) => html.replaceAll(email, 'EMAIL');

describeWithServer(
  'password reset by e-mail',
  (server) => {
    it('links "Forgot password?" from the sign-in page to a form asking for the address', async () => {
      const browser = new TestBrowser(server().url);
      const { html } = await openSignIn(browser);
      expect(html).toContain('<a class="forgot" href="/oidc/password/forgot">Forgot password?</a>');
      const forgot = await (await browser.fetch('/oidc/password/forgot')).text();
      expect(forgot).toContain('<label for="email">Email</label>');
      expect(forgot).toContain('>Send reset link</button>');
    });

    it('answers the same whether or not the address has an account, and mails only an account', async () => {
      const { account } = await signedInBrowser(server().url);
      const unknown = `nobody.${Date.now()}@example.com`;
      const before = smtp.received.length;

      const stranger = await askForReset(server(), unknown);
      const owner = await askForReset(server(), account.email);
      expect(owner.status).toBe(stranger.status);
      expect(withoutAddress(owner.html, account.email)).toBe(
        withoutAddress(stranger.html, unknown),
      );
      expect(owner.html).toContain('Check your email');

      const mail = await smtp.mailTo(account.email);
      expect(mail.from).toBe('reset@grandfit.test');
      expect(mail.text).toContain('Subject: Reset your GrandFit password');
      expect(linkIn(mail).startsWith(`${server().url}/oidc/password/reset?token=`)).toBe(true);
      expect(smtp.received.slice(before).flatMap((m) => m.to)).toEqual([account.email]);
    });

    it('sets a new password once through the link, ends every session and stores only a hash', async () => {
      const { account, browser: signedIn } = await signedInBrowser(server().url);
      const other = new TestBrowser(server().url);
      await signIn(other, account.email, account.password);
      expect(await server().database.db.$count(sessions)).toBe(2);

      await askForReset(server(), account.email);
      const link = linkIn(await smtp.mailTo(account.email));
      const token = new URL(link).searchParams.get('token') ?? '';
      const [row] = await server().database.db.select().from(passwordResetTokens);
      expect(row?.id).toBeTruthy();
      expect(row?.id).not.toContain(token);
      expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);

      const user = new TestBrowser(server().url);
      const form = await user.fetch(link);
      const page = await form.text();
      expect(form.status).toBe(200);
      expect(page).toContain('<label for="password">New password</label>');
      expect(page).toContain(account.email.toLowerCase());

      // A weak password is refused at the field, and the link still works.
      const weak = await user.submitForm('/oidc/password/reset', { token, password: '12345678' });
      expect(weak.response.status).toBe(400);
      const weakPage = await weak.response.text();
      expect(weakPage).toContain('id="password-error" role="alert">Password must be at least 10');
      expect(weakPage).toContain('aria-describedby="password-error"');

      const done = await user.submitForm('/oidc/password/reset', { token, password: NEW_PASSWORD });
      expect(done.response.status).toBe(200);
      expect(await done.response.text()).toContain('Password changed');

      expect(await server().database.db.$count(sessions)).toBe(0);
      expect((await signedIn.api('/api/auth/user')).status).toBe(401);
      expect((await other.api('/api/auth/user')).status).toBe(401);
      // The provider's remembered sign-in ended too: signing in again asks for a password.
      expect((await openSignIn(signedIn)).html).toContain('autocomplete="current-password"');
      expect(
        (await signIn(new TestBrowser(server().url), account.email, account.password)).response
          .status,
      ).toBe(401);
      const again = await signIn(new TestBrowser(server().url), account.email, NEW_PASSWORD);
      expect(again.url.pathname + again.url.search).toBe('/auth-callback?success=true');

      // Used once: the link and its form now say so.
      const reused = await user.submitForm('/oidc/password/reset', {
        token,
        password: 'another fine passphrase',
      });
      expect(reused.response.status).toBe(400);
      expect(await reused.response.text()).toContain(TOKEN_PROBLEMS.used);
      const reopened = await user.fetch(link);
      expect(await reopened.text()).toContain(TOKEN_PROBLEMS.used);
      const [stored] = await server()
        .database.db.select()
        .from(localAccounts)
        .where(eq(localAccounts.email, account.email.toLowerCase()));
      expect(stored?.passwordHash).not.toContain(NEW_PASSWORD);
    });

    it('lifts the lock that wrong guesses of the old password had set', async () => {
      const { account } = await signedInBrowser(server().url);
      for (let attempt = 0; attempt < 5; attempt++) {
        await signIn(new TestBrowser(server().url), account.email, 'not the password at all');
      }
      const locked = await signIn(new TestBrowser(server().url), account.email, account.password);
      expect(locked.response.status).toBe(429);

      await askForReset(server(), account.email);
      const token =
        new URL(linkIn(await smtp.mailTo(account.email))).searchParams.get('token') ?? '';
      const done = await new TestBrowser(server().url).submitForm('/oidc/password/reset', {
        token,
        password: NEW_PASSWORD,
      });
      expect(done.response.status).toBe(200);
      const after = await signIn(new TestBrowser(server().url), account.email, NEW_PASSWORD);
      expect(after.url.pathname + after.url.search).toBe('/auth-callback?success=true');
    });

    it('refuses an expired, a garbled and an unknown link with a clear message, changing nothing', async () => {
      const { account } = await signedInBrowser(server().url);
      await askForReset(server(), account.email);
      const token =
        new URL(linkIn(await smtp.mailTo(account.email))).searchParams.get('token') ?? '';
      const [before] = await server().database.db.select().from(localAccounts);

      await server()
        .database.db.update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) });
      const browser = new TestBrowser(server().url);
      for (const [candidate, problem] of [
        [token, TOKEN_PROBLEMS.expired],
        [`${token.slice(0, -2)}xx`, TOKEN_PROBLEMS.invalid],
        ['not a token <script>', TOKEN_PROBLEMS.invalid],
        ['', TOKEN_PROBLEMS.invalid],
      ] as const) {
        const opened = await browser.fetch(
          `/oidc/password/reset?token=${encodeURIComponent(candidate)}`,
        );
        expect(opened.status).toBe(400);
        expect(await opened.text()).toContain(problem);
        const posted = await browser.submitForm('/oidc/password/reset', {
          token: candidate,
          password: NEW_PASSWORD,
        });
        expect(posted.response.status).toBe(400);
        expect(await posted.response.text()).toContain(problem);
      }
      const [after] = await server().database.db.select().from(localAccounts);
      expect(after?.passwordHash).toBe(before?.passwordHash);
    });

    it('a new link makes no older link work after a reset', async () => {
      const { account } = await signedInBrowser(server().url);
      const start = smtp.received.length;
      await askForReset(server(), account.email);
      await smtp.mailTo(account.email);
      await askForReset(server(), account.email);
      await expect.poll(() => smtp.received.length - start, { timeout: 10_000 }).toBe(2);
      const [first, second] = smtp.received.slice(start).map(linkIn);
      const browser = new TestBrowser(server().url);
      const tokenOf = (link: string | undefined) =>
        new URL(link ?? '').searchParams.get('token') ?? '';
      const done = await browser.submitForm('/oidc/password/reset', {
        token: tokenOf(second),
        password: NEW_PASSWORD,
      });
      expect(done.response.status).toBe(200);
      const older = await browser.submitForm('/oidc/password/reset', {
        token: tokenOf(first),
        password: 'another fine passphrase',
      });
      expect(await older.response.text()).toContain(TOKEN_PROBLEMS.used);
    });
  },
  // One-step sign-up, so each test makes its accounts quickly (sign-up by link: its own test).
  {
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'GrandFit <reset@grandfit.test>',
      SIGN_UP_CONFIRMATION: 'none',
    },
  },
);

describeWithServer('password reset without SMTP', (server) => {
  it('says how to reset with the admin command, and sends nothing', async () => {
    const { account } = await signedInBrowser(server().url, newAccount());
    const browser = new TestBrowser(server().url);
    const page = await (await browser.fetch('/oidc/password/forgot')).text();
    expect(page).toContain('<code>npm run reset-password -- you@example.com</code>');
    const { response } = await browser.submitForm('/oidc/password/forgot', {
      email: account.email,
    });
    expect(await response.text()).toContain(
      `<code>npm run reset-password -- ${account.email}</code>`,
    );
    expect(await server().database.db.$count(passwordResetTokens)).toBe(0);
  });
});
