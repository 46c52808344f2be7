// npm run reset-password -- EMAIL: prints a one-time link (30 minutes) with which that account
// sets a new password — the way to help someone when no SMTP_URL is configured.
import { createPasswordResetLink } from "../server/features/auth/passwordReset.ts";
import { findUserByEmail } from "../server/features/users/userRepo.ts";
import { loadConfig } from "../server/platform/config.ts";
import { openDatabase } from "../server/platform/db/database.ts";
import { migrateToLatest } from "../server/platform/db/migrate.ts";

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error("Usage: npm run reset-password -- EMAIL");
  process.exit(2);
}
const config = loadConfig();
const handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
try {
  await migrateToLatest(handle);
  const user = await findUserByEmail(handle.db, email);
  if (!user) {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  } else {
    const link = await createPasswordResetLink({ db: handle.db, config }, user.id);
    console.log(`Give this link to ${email}; it works once, for 30 minutes:\n${link}`);
  }
} finally {
  await handle.close();
}
