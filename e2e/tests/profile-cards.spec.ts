import { createAccount, expect, test } from '../fixtures.ts';

// Without the service worker, the cards' chunk comes from the network, where the test can lose it.
test.use({ serviceWorkers: 'block' });

test("Profile's cards come with the connection when their code could not load", async ({
  page,
  context,
}) => {
  await createAccount(page);
  const cardsChunk = /\/assets\/profile-cards-[^/]+\.js$/;
  await context.route(cardsChunk, (route) => route.abort('internetdisconnected'));

  await page.getByRole('button', { name: 'Profile' }).click();
  // The first screen: who the user is, and nothing broken below it.
  await expect(page.getByRole('button', { name: 'Edit avatar' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

  // The connection comes back: the cards follow, all at once.
  await context.unroute(cardsChunk);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Training Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});
