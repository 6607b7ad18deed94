/**
 * `npm run operator:create -- --phone 13900000000 --password Secret123 [--nickname 运营小王]`
 *
 * Creates a platform operator, or promotes an existing user (and sets the password when given), using the
 * same configuration as the server (DATA_DIR / DATABASE_URL...). The public API never creates operators.
 * The operator logs in with app/loginByPwd. Prints one JSON line: {action, id, phone, role}.
 */
import { phoneSchema, passwordSchema } from '../common/validation';
import { t } from '../common/messages';
import { ConfigError, loadConfig } from '../server/src/core/config';
import { openDatabase } from '../server/src/db/connect';
import { migrateToLatest } from '../server/src/db/migrations/migrate';
import { regionPoint } from '../server/src/modules/regions/regions.service';
import { nowIso } from '../server/src/db/time';
import { createAccountRepository } from '../server/src/modules/account/account.repository';
import { hashPassword } from '../server/src/modules/account/password';

const USAGE = 'usage: npm run operator:create -- --phone <mobile> [--password <password>] [--nickname <name>]';

function parseArgs(argv: string[]): Record<string, string> {
  const args: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(argv[i]);
    if (!match) throw new Error(`unexpected argument ${argv[i]}`);
    const value = match[2] ?? argv[i + 1];
    if (match[2] === undefined) i += 1;
    if (value === undefined || value.startsWith('--')) throw new Error(`--${match[1]} needs a value`);
    args[match[1]] = value;
  }
  return args;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main(): Promise<void> {
  let args: Record<string, string>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  const unknown = Object.keys(args).filter((name) => !['phone', 'password', 'nickname'].includes(name));
  if (unknown.length) fail(`unknown option --${unknown[0]}\n${USAGE}`);
  const phone = phoneSchema.safeParse(args.phone ?? '');
  if (!phone.success) fail(`--phone: ${t('en', phone.error.issues[0].message)}\n${USAGE}`);
  if (args.password !== undefined) {
    const password = passwordSchema.safeParse(args.password);
    if (!password.success) fail(`--password: ${t('en', password.error.issues[0].message)}`);
  }

  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.dialect, { regionPoint });
    const accounts = createAccountRepository(handle.db);
    const now = nowIso();
    const passwordHash = args.password === undefined ? undefined : await hashPassword(args.password);
    const existing = await accounts.findByPhone(phone.data);
    let action: 'created' | 'promoted';
    let id: number;
    if (existing) {
      if (!passwordHash && !existing.password_hash) fail('--password is required: this account has no password yet');
      await accounts.setRole(existing.id, 'operator', now);
      if (passwordHash) await accounts.setPassword(existing.id, passwordHash, now);
      if (args.nickname) await accounts.updateProfile(existing.id, { nickname: args.nickname }, now);
      action = 'promoted';
      id = existing.id;
    } else {
      if (!passwordHash) fail(`--password is required for a new operator\n${USAGE}`);
      const user = await accounts.create({
        phone: phone.data,
        nickname: args.nickname ?? `运营${phone.data.slice(-4)}`,
        passwordHash,
        role: 'operator',
        now,
      });
      action = 'created';
      id = user.id;
    }
    console.log(JSON.stringify({ action, id, phone: phone.data, role: 'operator', database: handle.dialect }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
