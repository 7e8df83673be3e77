import { passageLength, cutIntoPassages } from './text-cutting.ts';

/** A cue of a lesson's transcript (lessons.transcript). */
export interface TranscriptCue {
  start: number;
  text: string;
}

/** A transcript passage: its words and where they start in the video (whole seconds). */
export interface TranscriptRun {
  seconds: number;
  body: string;
}

/** A run closes at the first cue that starts this long after the run's own start (so runs last ~60–90 s). */
export const runSeconds = 60;

/**
 * The cues, in time order, merged into runs: a run takes cues until one starts `runSeconds` or more after the
 * run's first cue, which opens the next run. A run's `seconds` is its first cue's start, floored, so a citation
 * opens the video just before the words. A run too long to quote (a fast speaker) is cut like a text, each piece
 * keeping the run's start.
 */
export function transcriptRuns(cues: readonly TranscriptCue[]): TranscriptRun[] {
  const ordered = cues
    .filter((cue) => Number.isFinite(cue.start) && cue.start >= 0 && cue.text.trim() !== '')
    .toSorted((a, b) => a.start - b.start);
  const runs: { start: number; texts: string[] }[] = [];
  for (const cue of ordered) {
    const open = runs.at(-1);
    if (open && cue.start - open.start < runSeconds) open.texts.push(cue.text.trim());
    else runs.push({ start: cue.start, texts: [cue.text.trim()] });
  }
  return runs.flatMap((run) => {
    const text = run.texts.join(' ').replace(/\s+/g, ' ');
    const seconds = Math.floor(run.start);
    const bodies = text.length > passageLength.max * 1.5 ? cutIntoPassages(text) : [text];
    return bodies.map((body) => ({ seconds, body }));
  });
}
