/** A text cut to at most `max` characters, at a word's end when one is near, with "…" when it was cut. */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '';
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * Splits `budget` characters among texts of the given lengths, fairly: each gets an equal share, and what a short
 * text does not use goes to the longer ones. The shares never sum past the budget (a negative budget gives zeros).
 */
export function shareBudget(lengths: readonly number[], budget: number): number[] {
  const shares = lengths.map(() => 0);
  const order = lengths.map((length, index) => ({ length, index })).sort((a, b) => a.length - b.length);
  let left = Math.max(0, Math.floor(budget));
  order.forEach(({ length, index }, position) => {
    const share = Math.min(length, Math.floor(left / (order.length - position)));
    shares[index] = share;
    left -= share;
  });
  return shares;
}
