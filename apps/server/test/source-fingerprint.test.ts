import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of the repository's scripts, without type declarations
import { builtFingerprint, sourceFingerprint } from '../../../scripts/source-fingerprint.mjs';

const fingerprint = sourceFingerprint as (root: string) => string;
const recorded = builtFingerprint as (root: string) => string | null;

/** `npm start` rebuilds when this hash of the sources differs from the last build's. */
describe('the sources fingerprint npm start compares', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-fingerprint-'));
    write('package-lock.json', '{}');
    write('apps/web/src/main.tsx', 'web');
    write('apps/server/src/main.ts', 'server');
    write('packages/shared/src/index.ts', 'shared');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('changes with a source, a new file or the lock file', () => {
    const before = fingerprint(root);
    expect(fingerprint(root)).toBe(before);
    write('apps/server/src/main.ts', 'server v2');
    const edited = fingerprint(root);
    expect(edited).not.toBe(before);
    write('packages/shared/src/new.ts', '');
    const added = fingerprint(root);
    expect(added).not.toBe(edited);
    write('package-lock.json', '{"v":2}');
    expect(fingerprint(root)).not.toBe(added);
  });

  it('ignores build outputs, installed packages and data', () => {
    const before = fingerprint(root);
    write('apps/web/dist/index.html', 'built');
    write('apps/server/dist/main.js', 'built');
    write('apps/server/node_modules/x/index.js', 'package');
    write('apps/server/data/pglite/base', 'rows');
    expect(fingerprint(root)).toBe(before);
  });

  it('reads what the last build recorded, or null before any build', () => {
    expect(recorded(root)).toBeNull();
    write('apps/server/dist/source-fingerprint.txt', `${fingerprint(root)}\n`);
    expect(recorded(root)).toBe(fingerprint(root));
  });
});
