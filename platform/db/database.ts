// The type of the drizzle database every query runs on, apart from the code that opens it, so modules that the
// opener loads (prepared statements) can name it without importing the opener back.
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
