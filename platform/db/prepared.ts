// Statements that run on most requests are prepared once per database handle: drizzle then builds their SQL once
// instead of on every call (on PostgreSQL they are also named statements, parsed and planned once per connection).
import type { Query } from 'drizzle-orm';
import type { Database } from './database';

export function preparedOnce<T extends { getQuery(): Query }>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
