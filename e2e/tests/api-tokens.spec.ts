import { createAccount, expect, localDate, test } from '../fixtures.ts';

test('a token made in Profile calls the API without cookies until it is revoked', async ({
  page,
  baseURL,
  playwright,
  context,
}, testInfo) => {
  await createAccount(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const date = await localDate(page);

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'API tokens' });
  await expect(card.getByText('No tokens yet.')).toBeVisible();
  await card.getByLabel('Token name').fill('Home dashboard');
  await card.getByLabel('Access').selectOption({ label: 'Read only' });
  await card.getByRole('button', { name: 'Create token' }).click();
  const secretField = card.getByLabel('New token');
  await expect(secretField).toHaveValue(/^gf_/);
  const secret = await secretField.inputValue();
  await card.getByRole('button', { name: 'Copy' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const listed = card.getByRole('list', { name: 'Your API tokens' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Home dashboard');
  await expect(listed).toContainText('Read only');
  await expect(listed).toContainText('never used');
  await card.screenshot({ path: testInfo.outputPath('api-tokens-card.png') });

  // A script's call: its own request context, so no cookie of the page goes with it.
  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const today = await script.get(`/api/workouts/today?date=${date}`);
  expect(today.status()).toBe(200);
  expect(await today.json()).toHaveProperty('workout');
  const write = await script.post('/api/custom-exercises', {
    data: { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 },
  });
  expect(write.status()).toBe(403);

  await page.reload();
  await expect(listed).toContainText('last used');
  await listed.getByRole('button', { name: 'Revoke Home dashboard' }).click();
  await listed.getByRole('button', { name: 'Revoke token' }).click();
  await expect(card.getByText('No tokens yet.')).toBeVisible();

  expect((await script.get(`/api/workouts/today?date=${date}`)).status()).toBe(401);
  await script.dispose();
});

test('the API reference lists every route under the page CSP', async ({ page }, testInfo) => {
  // The reference renders every operation at once (below): slow on two busy cores.
  test.setTimeout(120_000);
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  await createAccount(page);
  const document = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const operations = Object.values(document.paths).reduce(
    (sum, methods) => sum + Object.keys(methods).length,
    0,
  );
  expect(operations).toBeGreaterThan(100);

  // Swagger UI renders a document of more than 128 operations as its tags scroll into view (the
  // 129th, with the routines of decision 076, left all but the first two tags unrendered in a
  // phone's height): a page tall enough holds every one at once.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 12_000 });
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /GrandFit API/ })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations);
  for (const tag of ['API tokens', 'Training', 'Nutrition', 'Account']) {
    await expect(page.locator(`.opblock-tag[data-tag="${tag}"]`)).toBeVisible();
  }
  if (viewport) await page.setViewportSize(viewport);
  // The Authorize button offers the bearer scheme.
  await page
    .getByRole('button', { name: /Authorize/ })
    .first()
    .click();
  await expect(page.getByText('bearer (http, Bearer)')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-docs-authorize.png') });
  expect(violations).toEqual([]);
});
