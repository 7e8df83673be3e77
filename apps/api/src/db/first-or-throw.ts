/**
 * The row an `insert … returning` (or an upsert, or an update of a row just read) must give back. None is a bug
 * or a row deleted under the request, never the caller's fault: it throws, and the error handler answers 500.
 */
export function firstOrThrow<Row>(rows: readonly Row[], what: string): Row {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what} returned nothing`);
  return row;
}
