import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The parts a screen fetches when the browser is idle after its first paint (`usePreloadWhenIdle`)
 * are evaluated as they arrive, in one task. A part that imports a runtime value from a
 * `schemas/*.ts` module makes that task build every zod schema of the module: 32-45 ms on
 * Nutrition (docs/benchmarks.md, 2026-11-29 third session). Their constants live in `domain/`;
 * this walks each part's static imports and fails when one reaches zod.
 */
const WEB_SRC = path.resolve(import.meta.dirname, '..');
const SHARED_SRC = path.resolve(WEB_SRC, '../../../packages/shared/src');

const IDLE_PARTS = [
  'features/nutrition/components/ai-meal-dialog.tsx',
  'features/nutrition/components/leap-list-dialog.tsx',
  'features/nutrition/components/correct-leap-dialog.tsx',
  'features/nutrition/components/edit-meal-dialog.tsx',
  'features/nutrition/components/log-symptoms-dialog.tsx',
  'features/nutrition/components/insights-panel.tsx',
  'features/method/components/methodology-dialog.tsx',
  'features/method/components/progress-photos-dialog.tsx',
  'features/training/components/rest-timer.tsx',
  'features/training/components/ai-coach-dialog.tsx',
  'features/training/components/video-analysis-dialog.tsx',
  'features/training/components/cardio-session.tsx',
  'features/custom-exercises/components/exercise-picker.tsx',
];

/** `import x from '...'` and `export ... from '...'`, not type-only ones nor `import()`. */
const STATIC_IMPORT =
  /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^\s*import\s+'([^']+)'/gms;

function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(STATIC_IMPORT)) {
    const [, , typeOnly, clause = '', from, bare] = match;
    if (bare) {
      found.push(bare);
      continue;
    }
    if (typeOnly) continue;
    // `import { type A, type B } from` is erased too.
    const names = clause
      .replace(/^\{|\}$/g, '')
      .split(',')
      .map((name) => name.trim());
    if (clause.startsWith('{') && names.every((name) => name === '' || name.startsWith('type '))) {
      continue;
    }
    found.push(from!);
  }
  return found;
}

function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('@grandfit/shared/')) {
    return path.join(SHARED_SRC, specifier.slice('@grandfit/shared/'.length));
  }
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null; // a package
}

/** The packages a module reaches through static imports, with the path to the first of each. */
function packagesReached(entry: string): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const seen = new Set<string>();
  const queue: { file: string; trail: string[] }[] = [{ file: entry, trail: [] }];
  while (queue.length > 0) {
    const { file, trail } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      const target = resolve(file, specifier);
      const next = [...trail, path.relative(WEB_SRC, file)];
      if (target === null) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!reached.has(name)) reached.set(name, next);
      } else if (fs.existsSync(target)) {
        queue.push({ file: target, trail: next });
      }
    }
  }
  return reached;
}

describe('the parts fetched when the browser is idle', () => {
  it.each(IDLE_PARTS)('%s builds no zod schema as it loads', (part) => {
    const reached = packagesReached(path.join(WEB_SRC, part));
    expect(reached.get('zod') ?? null).toBeNull();
  });

  it('sees zod where a part does reach it', () => {
    // The check itself: the settings form validates with its schema, so it reaches zod.
    const reached = packagesReached(
      path.join(WEB_SRC, 'features/profile/components/settings-dialog.tsx'),
    );
    expect(reached.get('zod')).toBeDefined();
  });
});
