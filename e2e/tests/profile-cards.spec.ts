import { createAccount, expect, test } from '../fixtures.ts';

// Without the service worker, the cards' chunk comes from the network, where the test can lose it.
test.use({ serviceWorkers: 'block' });

test("Profile's cards come with the connection when their code could not load", async ({
  page,
  context,
}) => {
  await createAccount(page);
  const cardsChunk = /\/assets\/profile-cards-[^/]+\.js$/;
  // The download fails only once the connection is back: the order that once left the cards out
  // for good (the app heard "online" before the failure, and then waited for the next one).
  let connectionBack = () => {};
  const back = new Promise<void>((resolve) => (connectionBack = resolve));
  let failed = false;
  await context.route(cardsChunk, async (route) => {
    if (failed) return route.continue();
    await back;
    failed = true;
    await route.abort('internetdisconnected');
  });

  await page.getByRole('button', { name: 'Profile' }).click();
  // The first screen: who the user is, and nothing broken below it.
  await expect(page.getByRole('button', { name: 'Edit avatar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

  // The connection comes back: the cards follow, all at once.
  await context.setOffline(true);
  await context.setOffline(false);
  connectionBack();
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Training Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
