// What `npm start` compares to decide whether the build is stale: a hash of every source file
// that goes into the build (the web client, the server, the shared package, the lock file).
// `npm run build` records it next to the server bundle; after a `git pull` (or any edit) the
// hash differs and `npm start` rebuilds instead of serving the previous version.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['apps/web', 'apps/server', 'packages/shared'];
const ROOT_FILES = ['package.json', 'package-lock.json'];
/** Build outputs, installed packages and data: not sources. */
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.data', '.data-test', 'coverage']);

export const FINGERPRINT_FILE = 'apps/server/dist/source-fingerprint.txt';

function* filesUnder(dir) {
  const entries = fs.readdirSync(dir, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    if (SKIPPED.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** The sources' hash, from the repository root `root`: paths and contents, in a fixed order. */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  const files = [
    ...ROOT_FILES.map((file) => path.join(root, file)).filter((file) => fs.existsSync(file)),
    ...SOURCES.flatMap((dir) => [...filesUnder(path.join(root, dir))]),
  ];
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update('\0');
    hash.update(fs.readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** The fingerprint the last build recorded, or null. */
export function builtFingerprint(root) {
  try {
    return fs.readFileSync(path.join(root, FINGERPRINT_FILE), 'utf8').trim();
  } catch {
    return null;
  }
}

// `node scripts/source-fingerprint.mjs write`: run by `npm run build` once everything is built.
if (process.argv[1] === import.meta.filename && process.argv[2] === 'write') {
  const root = process.cwd();
  fs.writeFileSync(path.join(root, FINGERPRINT_FILE), `${sourceFingerprint(root)}\n`);
}
