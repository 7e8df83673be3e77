import type { Database } from '../../db/database.ts';

/**
 * A named prepared statement per database (built once; node-postgres then parses and plans it once per pooled
 * connection instead of on every call, which on this 2-core box is most of a short query's cost: pgbench runs the
 * simulado-with-attempt lookup about 2.5× faster prepared than unnamed). For the hot queries of the exam calls; a
 * statement must be built from `db` itself (a transaction's statements are built per transaction).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) built.set(db, (statement = build(db)));
    return statement;
  };
}
