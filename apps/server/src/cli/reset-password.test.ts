import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createLocalAccount } from '../auth/provider/accounts.ts';
import { checkResetToken } from '../auth/provider/password-reset.ts';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-reset-cli-'));
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');
const script = path.resolve(import.meta.dirname, 'reset-password.ts');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The command as an operator runs it, on the embedded database of DATA_DIR. */
async function resetPassword(...args: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://fit.example.com',
  };
  delete env.DATABASE_URL;
  return run(tsx, [script, ...args], { env }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

describe('npm run reset-password', () => {
  it('prints a one-time link for the account of an address', async () => {
    const setup = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await createLocalAccount(setup.db, {
      name: 'Ada Admin',
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    await setup.close();

    const printed = await resetPassword('ADA@example.com');
    expect(printed.code, printed.stderr).toBe(0);
    const link = /https:\/\/fit\.example\.com\/oidc\/password\/reset\?token=([\w-]+)/.exec(
      printed.stdout,
    );
    expect(printed.stdout).toContain(
      'Reset link for ada@example.com (works once, for 60 minutes):',
    );

    expect((await resetPassword()).code).toBe(2);

    const check = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const state = await checkResetToken(check.db, link?.[1] ?? '');
      expect(state.state).toBe('valid');
    } finally {
      await check.close();
    }
    // Each process opens and migrates PGlite from disk: slow on a busy machine.
  }, 240_000);
});
