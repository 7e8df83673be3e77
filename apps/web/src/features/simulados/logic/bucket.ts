/** The tenth of 0–100 a score falls in (0–9; 100 belongs to the last), as in the result's `distribution`. */
export function scoreBucket(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(9, Math.max(0, Math.floor(score / 10)));
}

/** The label of a bucket: "0–9", "10–19" … "90–100". */
export function bucketLabel(bucket: number): string {
  const low = bucket * 10;
  return bucket >= 9 ? '90–100' : `${low}–${low + 9}`;
}
