/** The console.error messages the running test provokes on purpose (test/setup.ts). */
let allowed: RegExp[] = [];

/** Lets this test log console.error messages that match `pattern` (an error it tests for). */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function resetAllowedConsoleErrors(): void {
  allowed = [];
}

export function consoleErrorsAllowed(args: unknown[]): boolean {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  return allowed.some((pattern) => pattern.test(text));
}
