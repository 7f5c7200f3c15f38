// Renders the PWA icons from the SVG logo with Chromium. Run once after changing the logo:
//   node apps/web/scripts/generate-icons.mjs
// CHROMIUM_PATH overrides the browser (default: Debian's /usr/bin/chromium).
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', 'public');
const outDir = join(publicDir, 'icons');
const logo = await readFile(join(publicDir, 'favicon.svg'), 'utf8');

// "any" icons keep the rounded-square mark on transparency. Maskable icons must fill the square
// and keep the mark inside the central 80 % safe zone (https://w3c.github.io/manifest/#icon-masks),
// so the mark is drawn at 70 % on a full-bleed ink background. Apple touch icons get no
// transparency (iOS paints it black), so they are full-bleed too.
const variants = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
  ],
});
try {
  await mkdir(outDir, { recursive: true });
  for (const { file, size, maskable } of variants) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.7) : size;
    const background = maskable ? '#0b1220' : 'transparent';
    await page.setContent(
      `<html><body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;background:${background}">` +
        logo.replace('<svg ', `<svg width="${inner}" height="${inner}" `) +
        '</body></html>',
    );
    const png = await page.screenshot({ omitBackground: !maskable, type: 'png' });
    await writeFile(join(outDir, file), png);
    await page.close();
    console.info(`wrote icons/${file}`);
  }
} finally {
  await browser.close();
}
