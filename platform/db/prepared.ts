// Statements that run on most requests are prepared once per database handle: drizzle then builds their SQL once
// instead of on every call (they are also named statements, parsed and planned once: per connection on PostgreSQL, per database on PGlite).
import type { Query } from 'drizzle-orm';
import type { Database } from './client';

/** The SQL of every statement prepared here: the embedded database keeps their plans (pglite-kept-plans.ts). */
export const preparedStatementTexts = new Set<string>();

export function preparedOnce<T extends { getQuery(): Query }>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      preparedStatementTexts.add(statement.getQuery().sql);
      prepared.set(db, statement);
    }
    return statement;
  };
}
