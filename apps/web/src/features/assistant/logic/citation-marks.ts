import type { AssistantCitation } from '@members/contract';

/** A piece of an answer's text: words, or a citation mark `[n]` with the source it numbers. */
export type AnswerSegment = { kind: 'text'; text: string } | { kind: 'mark'; citation: AssistantCitation };

// `[1]`, and `[1, 2]` as a model sometimes groups them.
const markPattern = /\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\]/g;

/**
 * Cuts an answer into words and citation marks. A mark numbers a source only when the answer's citations have
 * that `n`: while the answer streams there are none yet, and then the marks stay as the text they are.
 */
export function splitCitationMarks(text: string, citations: readonly AssistantCitation[]): AnswerSegment[] {
  const byNumber = new Map(citations.map((citation) => [citation.n, citation]));
  const segments: AnswerSegment[] = [];
  const pushText = (words: string) => {
    if (!words) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += words;
    else segments.push({ kind: 'text', text: words });
  };
  let from = 0;
  for (const match of text.matchAll(markPattern)) {
    const numbered = (match[1] ?? '').split(',').map((part) => byNumber.get(Number(part.trim())));
    if (numbered.some((citation) => citation === undefined)) continue;
    pushText(text.slice(from, match.index));
    for (const citation of numbered) if (citation) segments.push({ kind: 'mark', citation });
    from = match.index + match[0].length;
  }
  pushText(text.slice(from));
  return segments;
}

/** The answer as a screen reader hears it in the live region: the marks read as nothing (the sources list follows). */
export function withoutCitationMarks(text: string): string {
  return text
    .replace(markPattern, '')
    .replace(/[ \t]+([.,;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}
