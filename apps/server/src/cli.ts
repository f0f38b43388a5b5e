import { loadConfig } from './config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { createOperator, operatorNameTaken } from './features/ops/index.js';
import { systemClock } from './platform/clock.js';

const usage = `Usage:
  npm run ops -- create-operator <name>    create an operator; prints a one-time password`;

async function main(argv: string[]): Promise<number> {
  const [command, name] = argv;
  if (command !== 'create-operator' || !name) {
    console.error(usage);
    return 2;
  }
  if (!/^[A-Za-z0-9._-]{2,64}$/.test(name)) {
    console.error('The operator name must be 2-64 letters, digits, dots, dashes or underscores.');
    return 2;
  }
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db, config.database);
    if (await operatorNameTaken({ db }, { name })) {
      console.error(`An operator named "${name}" already exists.`);
      return 1;
    }
    const { password } = await createOperator({ db, clock: systemClock }, { name });
    // The back office's sign-in page at the address people use (PUBLIC_URL, as the server has it).
    const where = `${config.publicUrl}/operation/login`;
    const unset = process.env.PUBLIC_URL ? '' : '\n(PUBLIC_URL is not set here: give this command the PUBLIC_URL the server runs with.)';
    console.log(`Operator "${name}" created.\nOne-time password: ${password}\nSign in at ${where} and choose a new password.${unset}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
