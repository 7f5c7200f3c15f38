import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { localAccounts, pendingSignUps, sessions } from '../../db/schema/auth.ts';
import {
  newAccount,
  openSignIn,
  signIn,
  TestBrowser,
  type NewAccount,
} from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { startSmtpServer, type ReceivedMail } from '../../../test/smtp-server.ts';
import { SIGN_UP_LINK_PROBLEMS } from './sign-up-confirmation.ts';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/oidc\/interaction\/[^/\s]+\/confirm\?token=[\w%-]+/.exec(
    mail.text,
  )?.[0];
  if (!link) throw new Error(`no sign-up link in:\n${mail.text}`);
  return link;
}

/** Fills in the Create account page of a new sign-in, as the user does. */
async function submitSignUp(browser: TestBrowser, account: NewAccount) {
  const { uid } = await openSignIn(browser);
  const { response, url } = await browser.submitForm(`/oidc/interaction/${uid}/signup`, {
    ...account,
  });
  return { status: response.status, html: await response.text(), url };
}

/** Opens the mailed link and presses "Create my account". */
async function confirmByLink(browser: TestBrowser, link: string) {
  const opened = await browser.fetch(link);
  const page = await opened.text();
  const token = new URL(link).searchParams.get('token') ?? '';
  const confirmed = await browser.submitForm(new URL(link).pathname, { token });
  return { opened, page, ...confirmed };
}

/** An account made the way this server makes them: the form, then the mailed link. */
async function accountByLink(server: TestServer, account = newAccount()) {
  const browser = new TestBrowser(server.url);
  await submitSignUp(browser, account);
  await confirmByLink(browser, linkIn(await smtp.mailTo(account.email)));
  return account;
}

const withoutAddress = (html: string, email: string) => html.replaceAll(email, 'EMAIL');

describeWithServer(
  'sign-up confirmed by e-mail',
  (server) => {
    it('creates the account only when the mailed link is used, and signs that browser in', async () => {
      const account = newAccount({ name: 'Noor Haddad' });
      const browser = new TestBrowser(server().url);
      const asked = await submitSignUp(browser, account);
      expect(asked.status).toBe(200);
      expect(asked.html).toContain('Check your email');
      expect(asked.html).toContain(account.email);
      const { db } = server().database;
      expect(await db.$count(localAccounts)).toBe(0);

      const mail = await smtp.mailTo(account.email);
      expect(mail.text).toContain('Subject: Finish creating your GrandFit account');
      const link = linkIn(mail);
      const token = new URL(link).searchParams.get('token') ?? '';
      const [pending] = await db.select().from(pendingSignUps);
      // Only hashes are kept: the token's, and the password's.
      expect(pending?.id).not.toContain(token);
      expect(pending?.passwordHash).not.toContain(account.password);
      expect(pending?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

      // Opening the link (or a mail scanner fetching it) creates nothing.
      const opened = await browser.fetch(link);
      expect(opened.status).toBe(200);
      expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
      expect(await opened.text()).toContain('>Create my account</button>');
      expect(await db.$count(localAccounts)).toBe(0);

      const confirmed = await browser.submitForm(new URL(link).pathname, { token });
      expect(confirmed.url.pathname).toBe('/auth-callback');
      expect(confirmed.url.searchParams.get('success')).toBe('true');
      const [created] = await db.select().from(localAccounts);
      expect(created).toMatchObject({ email: account.email, name: 'Noor Haddad' });
      expect(await db.$count(sessions)).toBe(1);
      const me = await browser.api('/api/auth/user');
      expect(me.status).toBe(200);

      const again = await confirmByLink(new TestBrowser(server().url), link);
      expect(again.opened.status).toBe(400);
      expect(again.page).toContain(SIGN_UP_LINK_PROBLEMS.used);
      expect(await db.$count(localAccounts)).toBe(1);
    });

    it('answers a taken address exactly as a free one, and mails its owner a way to sign in', async () => {
      const owner = await accountByLink(server());
      const { db } = server().database;
      const [before] = await db
        .select()
        .from(localAccounts)
        .where(eq(localAccounts.email, owner.email));
      const sessionsBefore = await db.$count(sessions);
      const mailsBefore = smtp.received.length;

      const free = newAccount();
      const onFree = await submitSignUp(new TestBrowser(server().url), free);
      const intruder = { ...newAccount(), email: owner.email, password: 'another decent phrase' };
      const onTaken = await submitSignUp(new TestBrowser(server().url), intruder);
      // Even the owner's own password only gets the same page: signing in would tell.
      const onOwn = await submitSignUp(new TestBrowser(server().url), owner);

      expect(onTaken.status).toBe(onFree.status);
      expect(onOwn.status).toBe(onFree.status);
      expect(withoutAddress(onTaken.html, owner.email)).toBe(
        withoutAddress(onFree.html, free.email),
      );
      expect(withoutAddress(onOwn.html, owner.email)).toBe(withoutAddress(onFree.html, free.email));
      expect(await db.$count(sessions)).toBe(sessionsBefore);
      const [after] = await db
        .select()
        .from(localAccounts)
        .where(eq(localAccounts.email, owner.email));
      expect(after).toEqual(before);
      expect(await db.$count(pendingSignUps, eq(pendingSignUps.email, owner.email))).toBe(1);

      await smtp.mailTo(free.email);
      const toOwner = () =>
        smtp.received.slice(mailsBefore).filter((mail) => mail.to.includes(owner.email));
      await expect.poll(() => toOwner().length).toBe(2);
      for (const mail of toOwner()) {
        expect(mail.text).toContain('Subject: You already have a GrandFit account');
        expect(mail.text).toContain(`${server().url}/oidc/password/forgot`);
        expect(mail.text).not.toMatch(/confirm\?token=/);
      }
    });

    it('creates the account from another browser, which then signs in with the password', async () => {
      const account = newAccount();
      await submitSignUp(new TestBrowser(server().url), account);
      const phone = new TestBrowser(server().url);
      const confirmed = await confirmByLink(phone, linkIn(await smtp.mailTo(account.email)));
      expect(confirmed.response.status).toBe(200);
      expect(await confirmed.response.text()).toContain('Your account is ready');
      expect(phone.cookie('gf_session')).toBeUndefined();

      const { url } = await signIn(phone, account.email, account.password);
      expect(url.searchParams.get('success')).toBe('true');
    });

    it('uses up every other link of the address when one is used', async () => {
      const account = newAccount();
      const first = new TestBrowser(server().url);
      await submitSignUp(first, account);
      const firstLink = linkIn(await smtp.mailTo(account.email));
      const second = new TestBrowser(server().url);
      await submitSignUp(second, { ...account, password: 'a second good phrase' });
      await expect
        .poll(() => smtp.received.filter((mail) => mail.to.includes(account.email)).length)
        .toBe(2);
      const secondLink = linkIn(
        smtp.received.filter((mail) => mail.to.includes(account.email))[1] as ReceivedMail,
      );

      await confirmByLink(second, secondLink);
      const late = await confirmByLink(first, firstLink);
      expect(late.page).toContain(SIGN_UP_LINK_PROBLEMS.used);
      const { url } = await signIn(
        new TestBrowser(server().url),
        account.email,
        'a second good phrase',
      );
      expect(url.searchParams.get('success')).toBe('true');
    });

    it('refuses expired, unknown and malformed links with a sentence, and creates nothing', async () => {
      const account = newAccount();
      await submitSignUp(new TestBrowser(server().url), account);
      const link = linkIn(await smtp.mailTo(account.email));
      const { db } = server().database;
      await db.update(pendingSignUps).set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await confirmByLink(new TestBrowser(server().url), link);
      expect(expired.opened.status).toBe(400);
      expect(expired.page).toContain(SIGN_UP_LINK_PROBLEMS.expired);
      expect(expired.response.status).toBe(400);

      const base = new URL(link).pathname;
      for (const token of ['x'.repeat(43), 'short', 'nul\u0000token-and-more-text-here', '']) {
        const browser = new TestBrowser(server().url);
        const opened = await browser.fetch(`${base}?token=${encodeURIComponent(token)}`);
        expect(opened.status).toBe(400);
        const posted = await browser.submitForm(base, { token });
        expect(posted.response.status).toBe(400);
      }
      expect(await db.$count(localAccounts)).toBe(0);
    });

    it('still shows a weak password at the field and mails nothing', async () => {
      const account = newAccount({ password: 'password12' });
      const asked = await submitSignUp(new TestBrowser(server().url), account);
      expect(asked.status).toBe(400);
      expect(asked.html).toContain('id="password-error"');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(smtp.received.some((mail) => mail.to.includes(account.email))).toBe(false);
    });
  },
  { env: { SMTP_URL: smtp.url, MAIL_FROM: 'GrandFit <hello@grandfit.test>' } },
);
