// Bundles the server into dist/main.js. npm packages stay external (installed by npm ci); the
// workspace's shared TypeScript package is bundled in, and the migrations are copied beside it.
import fs from 'node:fs/promises';
import { build } from 'esbuild';

const pkg = JSON.parse(await fs.readFile(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {});

await fs.rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await fs.cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.info('server built: apps/server/dist/main.js');
