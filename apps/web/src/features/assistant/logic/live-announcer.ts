/**
 * What the live region says while an answer streams: each sentence once it is complete, so a screen reader hears the
 * answer as it is written without a word-by-word flood (the region is polite and atomic: each update is read whole).
 */
export interface Announcer {
  /** The streamed text so far and how much of it was announced. */
  streamed: string;
  announced: number;
}

export const newAnnouncer = (): Announcer => ({ streamed: '', announced: 0 });

/** A sentence ends at . ! ? or … before a space or a line break. */
const sentenceEnd = /[.!?…]["”)\]]*(?:\s|$)/g;

/** Adds a delta; the completed sentences not yet announced (null when none completed). */
export function announceDelta(announcer: Announcer, delta: string): string | null {
  announcer.streamed += delta;
  let end = -1;
  sentenceEnd.lastIndex = announcer.announced;
  for (let match = sentenceEnd.exec(announcer.streamed); match; match = sentenceEnd.exec(announcer.streamed)) {
    // A sentence end at the very end of the text may still grow ("2." of "2,5"): wait for what follows.
    if (match.index + match[0].length < announcer.streamed.length) end = match.index + match[0].length;
  }
  if (end <= announcer.announced) return null;
  const chunk = announcer.streamed.slice(announcer.announced, end).trim();
  announcer.announced = end;
  return chunk || null;
}

/**
 * The stored answer arrived: what was not announced yet. The server may have taken a citation out, so when the
 * stored text no longer starts with what was announced, the whole answer is said again.
 */
export function announceDone(announcer: Announcer, finalText: string): string {
  const said = announcer.streamed.slice(0, announcer.announced);
  const rest = finalText.startsWith(said) ? finalText.slice(said.length) : finalText;
  announcer.streamed = finalText;
  announcer.announced = finalText.length;
  return rest.trim();
}
