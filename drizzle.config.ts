import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './platform/db/schema/index.ts',
  out: './platform/db/migrations',
});
