import { afterEach, vi } from 'vitest';

// A test that makes the server log through console.error fails (epic-stack's setup-test-env rule).
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((args) => args.join(' ')).join('\n')}`);
  }
});
