/** A retention share (0–1) as a whole percentage, or null when there is none yet. */
export function retentionPercent(share: number | null): number | null {
  return share === null ? null : Math.round(share * 100);
}
