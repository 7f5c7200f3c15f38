import { createAccount, expect, test } from '../fixtures.ts';

const tabs = [
  { name: 'Today', path: '/', heading: 'Today' },
  { name: 'Workouts', path: '/workouts', heading: 'Workouts' },
  { name: 'Method', path: '/methodology', heading: 'Method' },
  { name: 'Nutrition', path: '/nutrition', heading: 'Nutrition' },
  { name: 'Breathe', path: '/breathing', heading: 'HRV Coherence Breathing' },
];

const otherRoutes = [
  { path: '/goals', heading: 'Goals' },
  { path: '/progress', heading: 'Progress' },
  { path: '/profile', heading: 'Pat Rivers' },
  { path: '/analytics', heading: 'Advanced Analytics' },
  { path: '/workout/demo', heading: 'Goblet Squat' },
  { path: '/workout-details/1', heading: 'Workout not found' },
];

test('moves through the five tabs with the current one highlighted', async ({ page }) => {
  await createAccount(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const tab of tabs) {
    await nav.getByRole('link', { name: tab.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: tab.heading, exact: true }),
    ).toBeVisible();
    await expect(nav.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const other of tabs.filter((t) => t !== tab)) {
      await expect(nav.getByRole('link', { name: other.name, exact: true })).not.toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  }
});

test('every other authenticated route renders, and unknown paths show the not-found screen', async ({
  page,
}) => {
  await createAccount(page);
  for (const route of otherRoutes) {
    await page.goto(route.path);
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
    ).toBeVisible();
  }
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the avatar opens Profile, remembers the page it came from, and Back returns there', async ({
  page,
}) => {
  await createAccount(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Nutrition' })
    .click();
  // The lazy screen must have taken over the URL before the avatar is tapped.
  await expect(page).toHaveURL(/\/nutrition$/);
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('previousPage'))).toBe('/nutrition');
  await expect(page.getByText('Version 1.0.0')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/nutrition$/);
});

test('customises the avatar and keeps it after a reload', async ({ page }) => {
  await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Profile' })).toHaveText('PR');

  await page.getByRole('button', { name: 'Edit avatar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customize Avatar' });
  await dialog.getByLabel('Initials').fill('gf1');
  await expect(dialog.getByLabel('Initials')).toHaveValue('GF1');
  await dialog.getByRole('button', { name: 'Purple' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: 'Profile' })).toHaveText('GF1');

  await dialog.page().reload();
  await expect(header.getByRole('button', { name: 'Profile' })).toHaveText('GF1');
  await page.getByRole('button', { name: 'Edit avatar' }).click();
  await dialog.getByRole('radio', { name: 'Icon' }).click();
  await dialog.getByRole('button', { name: 'Trophy' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(header.getByRole('button', { name: 'Profile' })).toHaveText('');
});
