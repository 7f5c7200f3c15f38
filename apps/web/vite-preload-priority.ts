import type { Plugin } from 'vite';

/**
 * The page's first paint (the boot spinner in index.html) needs only the page and its stylesheet;
 * the chunks the page preloads are for the screen after it. Left at their default High priority,
 * they compete with the stylesheet on a phone's connection, and Lighthouse counts every
 * High-priority script that arrived before the first paint as blocking it: its simulated FCP went
 * from 1.0 s to 2.1 s from one run to the next, as the chunks happened to arrive before or after
 * the spinner's paint (docs/decisions/047-preloads-after-the-first-paint.md). At Low priority
 * they still start with the page and arrive before they are run. The server's own preload tags
 * (apps/server/src/http/signed-in-preloads.ts) say the same.
 */
const LOW_PRIORITY_MODULEPRELOAD = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulepreloads(html: string): string {
  return html.replaceAll(
    /<link rel="modulepreload"(?! fetchpriority)/g,
    LOW_PRIORITY_MODULEPRELOAD,
  );
}

/** Runs after Vite has written its own tags into index.html. */
export function preloadPriority(): Plugin {
  return {
    name: 'grandfit:preload-priority',
    transformIndexHtml: { order: 'post', handler: lowPriorityModulepreloads },
  };
}
