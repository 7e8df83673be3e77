/** Rows per statement: far below PostgreSQL's 65,535 bound parameters at a dozen columns a row. */
const rowsPerStatement = 1000;

/** Runs `insert` on slices of `rows` (one multi-row statement each), in order, and concatenates what they return. */
export async function inChunks<Row, Result>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<Result[]>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < rows.length; start += rowsPerStatement)
    results.push(...(await insert(rows.slice(start, start + rowsPerStatement))));
  return results;
}

/** Like inChunks, for inserts whose rows are not read back. */
export async function insertChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement)
    await insert(rows.slice(start, start + rowsPerStatement));
}
