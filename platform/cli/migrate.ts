// npm run db:migrate – apply committed migrations to the configured database.
import { readPlatformConfig } from '../config';
import { openDatabase } from '../db/client';

const config = readPlatformConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.PGLITE_DATA_DIR });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.kind})`);
