import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait for the app, not for a speed budget (speed is `npm run bench`'s job):
// Testing Library's 1 s default failed a passing screen when the 2 cores were busy.
configure({ asyncUtilTimeout: 5_000 });
