import {
  ONBOARDING_FIRST_QUESTION,
  createAccount,
  expect,
  newAccount,
  signInWith,
  test,
} from '../fixtures.ts';

test('create an account, get a welcome toast and the onboarding, skip to Today, sign out and sign in again', async ({
  page,
}) => {
  const account = await createAccount(page, newAccount(), {
    onboarding: 'keep',
    via: 'provider',
  });
  await expect(page).toHaveURL(/\/$/);
  // createAccount saw the sign-in toast ('Login Successful', 'Welcome to GrandFit') and closed it.
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByText('Pat Rivers')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();

  // The provider session ended with the app's, so signing in asks for the password again; the
  // onboarding was done once, for good.
  await signInWith(page, account);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: ONBOARDING_FIRST_QUESTION })).toHaveCount(0);
});

test('a wrong password gets a clear message and no session', async ({ page }) => {
  const account = await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();

  await signInWith(page, { ...account, password: 'not my password' });
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page.getByLabel('Email')).toHaveValue(account.email.toLowerCase());
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
});

test('five wrong passwords in a row pause sign-in for the account, said at the form', async ({
  page,
}) => {
  const account = await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();

  const alert = page.getByRole('alert');
  // The answer is a new page with the password field empty again: the marker that it arrived.
  const submit = async (password: string) => {
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('Password')).toHaveValue('');
  };
  await signInWith(page, { ...account, password: 'not my password' });
  await expect(alert).toHaveText('Incorrect email or password.');
  for (let attempt = 2; attempt <= 4; attempt++) {
    await submit('not my password');
    await expect(alert).toHaveText('Incorrect email or password.');
  }
  await submit('not my password');
  await expect(alert).toHaveText(
    'Incorrect email or password. Too many failed sign-ins for this account. Please try again in 1 minute.',
  );
  // Even the right password waits for the minute to pass; the real clock has run on since the
  // pause began, so the wait left may already read in seconds.
  await submit(account.password);
  await expect(alert).toHaveText(
    /^Too many failed sign-ins for this account\. Please try again in (1 minute|[1-5]?\d seconds?)\.$/,
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
});

test('an e-mail can have only one account, and sign-up does not say it has one', async ({
  page,
}) => {
  const account = await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill('Someone Else');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill('a different fine passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not create an account with this email and password. If you already have an account, sign in or reset your password.',
  );
});

test('a sign-out link on another site asks before signing out', async ({
  page,
  baseURL,
}, testInfo) => {
  await createAccount(page);
  // about:blank is another origin: the browser sends Sec-Fetch-Site: cross-site.
  await page.goto('about:blank');
  await page.setContent(`<a href="${baseURL}/api/logout">Win a prize</a>`);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await expect(page.getByRole('heading', { name: 'Sign out?' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('confirm-sign-out.png') });
  await page.getByRole('link', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  await page.goto('about:blank');
  await page.setContent(`<a href="${baseURL}/api/logout">Win a prize</a>`);
  await page.getByRole('link', { name: 'Win a prize' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});
