/**
 * `npm run reset-password -- EMAIL`: prints a one-time link (one hour) where the account's owner
 * chooses a new password, for servers without SMTP. The operator hands the link over and never
 * sees or chooses the password (decision 028). With the embedded database (PGlite), stop the
 * server first: one data directory has one process at a time.
 */
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { findLocalAccountByEmail } from '../auth/provider/accounts.ts';
import {
  createResetToken,
  RESET_TOKEN_TTL_MS,
  resetLink,
} from '../auth/provider/password-reset.ts';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email || process.argv.length > 3) {
    console.error('Usage: npm run reset-password -- EMAIL');
    return 2;
  }
  const config = loadConfig();
  if (config.oidc) {
    console.error(
      `Accounts live at the identity provider ${config.oidc.issuer}: reset the password there.`,
    );
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: `${config.dataDir}/pglite`,
  });
  try {
    const account = await findLocalAccountByEmail(database.db, email);
    if (!account) {
      console.error(`No account has the address ${email}.`);
      return 1;
    }
    const token = await createResetToken(database.db, account.id);
    const minutes = RESET_TOKEN_TTL_MS / 60_000;
    console.info(`Reset link for ${account.email} (works once, for ${minutes} minutes):`);
    console.info(resetLink(config.publicUrl, token));
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
