// Once per Jest run, before any test file: the database every platform test starts from (platform/test/
// database-templates.ts), in a folder of this run's own that the workers find through the environment.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeDatabaseTemplates } from './platform/test/database-templates';

export default async function globalSetup(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'learner-portal-jest-'));
  process.env.TEST_DATABASE_TEMPLATES = dir;
  await writeDatabaseTemplates(dir);
}
