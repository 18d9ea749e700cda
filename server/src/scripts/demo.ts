import { openDatabase } from '../db/client.js';
import { loadConfig } from '../platform/config/config.js';
import { createFileStorage } from '../platform/storage/create-file-storage.js';
import { demoLogins, demoPassword, seedDemo } from './demo-data.js';

// `npm run demo`: seeds the demo organisation into the configured database
// (DATA_DIR or DATABASE_URL). Never runs on its own; stop a server using the
// embedded database first (it holds the directory's lock).
async function run() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { created, tickets, feedback, stakeholders, invoices } = await seedDemo(
      database.db,
      new Date(),
      createFileStorage(config),
    );
    console.log(created ? 'Demo organisation created.' : 'The demo organisation already exists.');
    if (tickets > 0) console.log(`${tickets} demo tickets added.`);
    if (feedback > 0) console.log(`${feedback} demo feedbacks added.`);
    if (stakeholders > 0) console.log(`${stakeholders} demo stakeholder records added.`);
    if (invoices > 0) console.log(`${invoices} demo invoices added.`);
    console.log(`Log in at ${config.APP_URL}/login with the password ${demoPassword} and any of:`);
    for (const login of demoLogins) console.log(`  ${login.role.padEnd(10)} ${login.email}`);
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(`Demo data not seeded: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
