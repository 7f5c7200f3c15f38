import { createAccount, expect, signInWith, test } from '../fixtures.ts';

test('Delete my account from Profile: the password confirms it, then the account is gone', async ({
  page,
}, testInfo) => {
  const account = await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('heading', { name: 'Danger zone' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Danger zone' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`danger-zone-${testInfo.project.name}.png`) });
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await expect(dialog).toBeVisible();

  await dialog.getByLabel('Password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Incorrect password.')).toBeVisible();
  await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({
    path: testInfo.outputPath(`delete-dialog-${testInfo.project.name}.png`),
  });

  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  await signInWith(page, account);
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
});
