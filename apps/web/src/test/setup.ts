import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { consoleErrorsAllowed, resetAllowedConsoleErrors } from './console-errors.ts';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait for the app, not for a speed budget (speed is `npm run bench`'s job):
// Testing Library's 1 s default failed a passing screen when the 2 cores were busy.
configure({ asyncUtilTimeout: 5_000 });

/*
 * A test fails when the code under test logs a console.error it did not expect, as the e2e suite
 * does for the page (e2e/fixtures.ts): React's warnings (act, keys, DOM nesting) and the app's
 * own error reports are defects. A test that provokes an error on purpose names it with
 * allowConsoleError().
 */
let logged: unknown[][] = [];
beforeEach(() => {
  logged = [];
  resetAllowedConsoleErrors();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = logged.filter((args) => !consoleErrorsAllowed(args));
  expect(
    unexpected.map((args) => args.map(String).join(' ')),
    'the code logged console.error',
  ).toEqual([]);
});
