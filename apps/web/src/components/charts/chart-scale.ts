/**
 * The top of a chart's value axis: the data's maximum rounded up to 1, 2 or 5 × a power of ten (at least 1),
 * so the axis reads 0 · half · top in round numbers.
 */
export function axisTop(max: number): number {
  if (!(max > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

/** A value as a percentage of the axis top, for a CSS length (never below 0 nor above 100). */
export function shareOf(value: number, top: number): string {
  return `${Math.min(100, Math.max(0, (value / top) * 100))}%`;
}
