import { highlightSegments } from '../highlight.ts';

/** Plain text with the searched words in <mark> (never HTML from the server: React escapes every piece). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, index) =>
        segment.match ? (
          <mark key={index} className="rounded-sm bg-amber-200 text-inherit dark:bg-amber-400/35">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
