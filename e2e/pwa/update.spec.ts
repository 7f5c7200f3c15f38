import fs from 'node:fs';
import path from 'node:path';
import { createAccount, expect, test } from '../fixtures.ts';

const DIST = path.resolve(import.meta.dirname, '../../apps/web/dist');
const SW_FILES = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(DIST, name));

/**
 * Deploys a "new version" of the service worker under the running server (the same build with
 * different bytes), as a real release would. It runs in its own project after the others, so no
 * other test sees the update.
 */
function deployNewServiceWorker(): () => void {
  const backups = SW_FILES.filter((file) => fs.existsSync(file)).map(
    (file) => [file, fs.readFileSync(file)] as const,
  );
  const [swPath] = SW_FILES as [string];
  fs.writeFileSync(swPath, `${fs.readFileSync(swPath, 'utf8')}\n// release ${Date.now()}\n`);
  // The precompressed copies would still be served first; a release would rebuild them.
  for (const file of SW_FILES.slice(1)) fs.rmSync(file, { force: true });
  return () => {
    for (const [file, content] of backups) fs.writeFileSync(file, content);
  };
}

test('a new version offers Update Now / Later, and Update Now reloads into it', async ({
  page,
}) => {
  await createAccount(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  const restore = deployNewServiceWorker();
  try {
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const dialog = page.getByRole('dialog', { name: 'Update available' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(dialog).toBeHidden();

    // Still waiting after a reload: the dialog comes back, and Update Now activates it.
    await page.reload();
    await expect(dialog).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
    const reloaded = page.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Update Now' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeUpdate' in window)).toBe(false);
    await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
    expect(
      await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null,
      ),
    ).toBeNull();
    await expect(dialog).toBeHidden();
  } finally {
    restore();
  }
});
