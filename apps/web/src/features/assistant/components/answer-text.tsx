import type { AssistantCitation } from '@members/contract';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { splitCitationMarks } from '../logic/citation-marks.ts';
import { CitationLink } from './citation-link.tsx';

const markClass =
  'mx-0.5 inline-flex min-w-5 -translate-y-1 items-center justify-center rounded bg-brand/15 px-1 align-baseline text-xs font-semibold text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white';

/**
 * An answer's words with its citation marks as small numbered links to the cited place. Paragraphs and line breaks
 * stay as written (pre-line); the marks of a streaming answer stay text until its citations arrive.
 */
export function AnswerText({ text, citations }: { text: string; citations: readonly AssistantCitation[] }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm leading-relaxed whitespace-pre-line" data-testid="assistant-answer-text">
      {splitCitationMarks(text, citations).map((segment, index) =>
        segment.kind === 'text' ? (
          segment.text
        ) : (
          <CitationLink
            // A mark may repeat: its position tells two of the same number apart.
            key={`${index}-${segment.citation.n}`}
            citation={segment.citation}
            label={t('assistant.panel.citationMark', { n: segment.citation.n, title: segment.citation.title })}
            className={markClass}
          >
            {segment.citation.n}
          </CitationLink>
        ),
      )}
    </p>
  );
}
