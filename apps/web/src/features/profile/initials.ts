/** "Ana Beatriz Souza" → "AS"; "Dr. Daniel Moreira" → "DM" (titles skipped). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|prof|profa)\.?$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
