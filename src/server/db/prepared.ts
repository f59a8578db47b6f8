import type { Db } from './client.js';

/**
 * A statement built once per database and reused: the query builder's work (a good part of a hot
 * read's cost on PGlite) is done once, and node-postgres prepares it once per connection.
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let statement = cache.get(db);
    if (!statement) {
      statement = build(db);
      cache.set(db, statement);
    }
    return statement;
  };
}
