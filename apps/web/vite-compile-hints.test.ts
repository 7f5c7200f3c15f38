import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHint } from './vite-compile-hints.ts';

describe('compileHint', () => {
  it('marks the entry and the chunks every first render runs', () => {
    expect(compileHint({ name: 'index', isEntry: true })).toBe(COMPILE_HINT);
    for (const name of ['entry-vendor', 'app', 'signed-in-common']) {
      expect(compileHint({ name, isEntry: false })).toBe(COMPILE_HINT);
    }
  });

  it('leaves a chunk loaded for a dialog or a later part to lazy compilation', () => {
    expect(compileHint({ name: 'export-dialog', isEntry: false })).toBe('');
    expect(compileHint({ name: 'zod', isEntry: false })).toBe('');
  });

  it('is the comment V8 reads: its own line, first in the file', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
