/**
 * V8 compiles a function the first time it is called, on the main thread, unless it knows the
 * function will run as the script loads. The first render of a screen calls most of React, React
 * DOM, TanStack Query, the router and the shell for the first time: hundreds of functions compiled
 * one by one inside that render's task. A chunk that starts with the magic comment below (V8's
 * explicit compile hints, Chrome 136 and later) is compiled whole as it streams in, on a
 * background thread, before its first call. Other engines read it as a comment.
 *
 * Only for chunks whose functions nearly all run on a page's first render: the entry, the vendor
 * chunk, the router's app chunk and the common modules of the signed-in screens. A dialog's chunk
 * would be compiled whole for a few functions, most never called (docs/benchmarks.md, 2026-11-28).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks named in vite.config.ts (its codeSplitting groups) and the router's. */
const CALLED_ON_LOAD = new Set(['entry-vendor', 'app', 'signed-in-common']);

/** Rolldown's `postBanner`: written after minification, which would drop a plain comment. */
export function compileHint(chunk: { name: string; isEntry: boolean }): string {
  return chunk.isEntry || CALLED_ON_LOAD.has(chunk.name) ? COMPILE_HINT : '';
}
