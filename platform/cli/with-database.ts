// Runs one command-line task against the configured database; any failure is one line on stderr and exit 1.
import { databaseOptions, readPlatformConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';

export async function withDatabase(name: string, task: (database: DatabaseHandle) => Promise<string>): Promise<void> {
  try {
    const config = readPlatformConfig();
    const database = await openDatabase(databaseOptions(config));
    try {
      console.log(`${name}: ${await task(database)}`);
    } finally {
      await database.close();
    }
  } catch (error) {
    console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
