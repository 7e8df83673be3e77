import { Fragment, useMemo } from 'react';
import { parseLessonBody } from '../logic/lesson-body.ts';

/** The lesson's text: paragraphs and "- " lists, as React text nodes only (no HTML from the data). */
export function LessonBody({ body }: { body: string }) {
  const blocks = useMemo(() => parseLessonBody(body), [body]);
  if (blocks.length === 0) return null;
  return (
    <div
      data-testid="lesson-body"
      className="flex max-w-prose flex-col gap-3 text-base leading-relaxed text-gray-800 dark:text-gray-200"
    >
      {blocks.map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="flex list-disc flex-col gap-1 pl-6 marker:text-gray-500">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
