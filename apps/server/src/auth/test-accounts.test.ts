import { expect, it } from 'vitest';
import { newAccount, signIn, TestBrowser } from '../../test/browser.ts';
import { describeWithServer } from '../../test/server.ts';
import { ConfigError, loadConfig } from '../config.ts';

describeWithServer(
  'the test account factory (TEST_ACCOUNTS=1, on in every test server unless turned off)',
  (server) => {
    it('makes the account the provider would and signs the browser in, onboarding next', async () => {
      const browser = new TestBrowser(server().url);
      const account = newAccount({ name: 'Pat Rivers' });
      const made = await browser.api('/api/test/accounts', { method: 'POST', json: account });
      expect(made.status).toBe(201);
      expect(browser.cookie('gf_onboarding')).toBe('1');
      const user = await browser.api('/api/auth/user');
      expect(user.status).toBe(200);
      const me = (await user.json()) as { id: string };
      expect(me).toMatchObject({
        email: account.email,
        firstName: 'Pat',
        lastName: 'Rivers',
      });
      // The same account signs in through the provider's page with its password.
      const again = new TestBrowser(server().url);
      const { url } = await signIn(again, account.email, account.password);
      expect(url.searchParams.get('success')).toBe('true');
      const sameUser = (await (await again.api('/api/auth/user')).json()) as { id: string };
      expect(sameUser.id).toBe(me.id);
    });

    it('refuses a taken address and a password the sign-up page would refuse', async () => {
      const account = newAccount();
      const first = await new TestBrowser(server().url).api('/api/test/accounts', {
        method: 'POST',
        json: account,
      });
      expect(first.status).toBe(201);
      const taken = new TestBrowser(server().url);
      const again = await taken.api('/api/test/accounts', {
        method: 'POST',
        json: { ...account, password: 'another long password' },
      });
      expect(again.status).toBe(409);
      expect(taken.cookie('gf_session')).toBeUndefined();
      const weak = await new TestBrowser(server().url).api('/api/test/accounts', {
        method: 'POST',
        json: newAccount({ password: 'short' }),
      });
      expect(weak.status).toBe(400);
    });
  },
);

describeWithServer(
  'a server without TEST_ACCOUNTS',
  (server) => {
    it('has no account factory', async () => {
      const response = await new TestBrowser(server().url).api('/api/test/accounts', {
        method: 'POST',
        json: newAccount(),
      });
      expect(response.status).toBe(404);
    });
  },
  { env: { TEST_ACCOUNTS: '0' } },
);

it('refuses TEST_ACCOUNTS on a server other machines reach or with another provider', () => {
  expect(() => loadConfig({ TEST_ACCOUNTS: '1', HOST: '0.0.0.0' })).toThrow(ConfigError);
  expect(() => loadConfig({ TEST_ACCOUNTS: '1', PUBLIC_URL: 'https://grandfit.example' })).toThrow(
    /TEST_ACCOUNTS/,
  );
  expect(() =>
    loadConfig({ TEST_ACCOUNTS: '1', OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x' }),
  ).toThrow(ConfigError);
  expect(loadConfig({ TEST_ACCOUNTS: '1', PUBLIC_URL: 'http://127.0.0.1:3210' }).testAccounts).toBe(
    true,
  );
  expect(loadConfig({}).testAccounts).toBe(false);
});
