import { describe, expect, it } from 'vitest';
import { lowPriorityModulepreloads } from './vite-preload-priority.ts';

describe('lowPriorityModulepreloads', () => {
  it('lowers every modulepreload, once, and leaves the entry script and the stylesheet', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/entry-vendor.js">',
      '<link rel="modulepreload" crossorigin href="/assets/entry-icons.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    ].join('\n');
    const once = lowPriorityModulepreloads(html);
    expect(once).toBe(
      [
        '<script type="module" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/entry-vendor.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/entry-icons.js">',
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      ].join('\n'),
    );
    expect(lowPriorityModulepreloads(once)).toBe(once);
  });
});
