// npm run db:migrate – apply committed migrations to the configured database.
import { withDatabase } from './with-database';

await withDatabase('db:migrate', async (database) => {
  await database.migrate();
  return `migrations applied (${database.kind})`;
});
