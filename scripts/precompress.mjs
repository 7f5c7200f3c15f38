// Writes .br and .gz next to each compressible file of a build, so the server sends compressed
// static files without compressing on every request (@fastify/static `preCompressed`).
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const root = process.argv[2];
if (!root) throw new Error('usage: node scripts/precompress.mjs <dist-dir>');
let count = 0;
for await (const file of files(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) continue;
  await fs.writeFile(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  await fs.writeFile(
    `${file}.br`,
    zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.info(`precompressed ${count} files in ${root}`);
