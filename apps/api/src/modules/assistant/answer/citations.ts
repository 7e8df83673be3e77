/**
 * A citation group: `[3]`, `[1, 3]`, `[1; 3]`, `[1 e 3]`, `[1 3]`, `[2-4]` (a range), spaces allowed inside. Any
 * run of digits is a number (a huge one is simply out of range).
 */
const number = String.raw`\d+(?:\s*[-–]\s*\d+)?`;
const separator = String.raw`(?:\s*[,;]\s*|\s+e\s+|\s+)`;
const citationGroup = new RegExp(String.raw`\[\s*${number}(?:${separator}${number})*\s*\]`, 'g');
/** Past every passage count; keeps a range's arithmetic finite. */
const farOutOfRange = 1e9;
const horizontalSpace = /^[ \t]*/;
/** After these, a removed mark takes its leading space with it: `texto [9].` → `texto.` */
const closesPhrase = /^(?:$|[\n\r.,;:!?)\]}»”])/;
/** Before these, a removed mark takes its trailing space with it: `([9] texto` → `(texto` */
const opensPhrase = /(?:^|[\n\r([{«“])$/;

export interface CheckedCitations {
  /** The text with only valid marks, each as `[n]` (a group `[1, 3]` becomes `[1][3]`). */
  text: string;
  /** The valid numbers cited, in order of first appearance, each once. */
  cited: number[];
  /** How many numbers the text cited out of range (taken out; a range's bad end counts once). */
  removed: number;
}

/** The valid numbers a group names (a range spread out over its valid part) and how many it wrote out of range. */
function groupNumbers(group: string, passageCount: number): { valid: number[]; invalid: number } {
  const valid: number[] = [];
  let invalid = 0;
  for (const [, first = '', last] of group.matchAll(/(\d+)(?:\s*[-–]\s*(\d+))?/g)) {
    const ends = [first, last ?? first].map((digits) => Math.min(Number(digits), farOutOfRange));
    const low = Math.min(...ends);
    const high = Math.max(...ends);
    for (let n = Math.max(low, 1); n <= Math.min(high, passageCount); n++) valid.push(n);
    invalid += new Set(ends.filter((n) => n < 1 || n > passageCount)).size;
  }
  return { valid: [...new Set(valid)], invalid };
}

/** One pass: each group rewritten to its valid marks, or removed with the spaces it leaves tidied. */
function checkOnce(text: string, passageCount: number): { text: string; removed: number } {
  let out = '';
  let cursor = 0;
  let removed = 0;
  for (const match of text.matchAll(citationGroup)) {
    const start = match.index;
    const end = start + match[0].length;
    out += text.slice(cursor, start);
    cursor = end;
    const { valid, invalid } = groupNumbers(match[0], passageCount);
    removed += invalid;
    if (valid.length > 0) {
      out += valid.map((n) => `[${n}]`).join('');
      continue;
    }
    const spaceBefore = out.length - out.trimEnd().length > 0 && !/[\n\r]$/.test(out);
    out = out.replace(/[ \t]+$/, '');
    const rest = text.slice(end);
    const spaceAfter = horizontalSpace.exec(rest)?.[0] ?? '';
    if (closesPhrase.test(rest.slice(spaceAfter.length)) || opensPhrase.test(out)) cursor += spaceAfter.length;
    else if (spaceBefore && spaceAfter === '') out += ' ';
  }
  return { text: out + text.slice(cursor), removed };
}

/**
 * Checks a model's `[n]` marks against the passages it was given (numbered 1..passageCount): a mark of a passage it
 * was not given is taken out (a group keeps its valid numbers), and the spaces it leaves are tidied. Repeats until
 * nothing changes, since taking `[9]` out of `[[9]2]` makes a new mark.
 */
export function checkCitations(text: string, passageCount: number): CheckedCitations {
  let current = text;
  let removed = 0;
  for (;;) {
    const pass = checkOnce(current, passageCount);
    removed += pass.removed;
    if (pass.text === current) break;
    current = pass.text;
  }
  const cited = [...new Set([...current.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])))];
  return { text: current, cited, removed };
}
