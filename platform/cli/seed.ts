// npm run db:seed – insert the demo catalogue; running it twice changes nothing.
import { readPlatformConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDemoData } from '../db/seed';

const config = readPlatformConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
await database.migrate();
await seedDemoData(database.db);
await database.close();
console.log(`demo data seeded (${database.kind})`);
