import type { AssistantCitation, AssistantSourceKind } from '@members/contract';
import { CirclePlay, FileText, Layers, ListChecks, Stethoscope, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CitationLink } from './citation-link.tsx';

const kindIcons: Record<AssistantSourceKind, LucideIcon> = {
  lesson: CirclePlay,
  handout: FileText,
  question: ListChecks,
  case: Stethoscope,
  flashcard: Layers,
};

/** "12:05" of a video position (h:mm:ss past an hour). */
function videoTime(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

function SourceItem({ citation }: { citation: AssistantCitation }) {
  const { t } = useTranslation();
  const Icon = kindIcons[citation.kind];
  const kind = t(`assistant.panel.kinds.${citation.kind}`);
  const place = [
    citation.page === null ? null : t('assistant.panel.page', { page: citation.page }),
    citation.seconds === null ? null : t('assistant.panel.at', { time: videoTime(citation.seconds) }),
  ].filter((part) => part !== null);
  const label = [`${citation.n}.`, kind, citation.title, ...place].join(' ');
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="w-4 shrink-0 pt-0.5 text-right text-xs font-semibold">
        {citation.n}
      </span>
      <div className="min-w-0 flex-1">
        <CitationLink
          citation={citation}
          label={label}
          className="inline-flex min-h-6 items-start gap-1.5 text-sm font-medium text-gray-900 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white"
        >
          <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {citation.title}
            {place.length > 0 ? (
              <span className="font-normal text-gray-700 dark:text-gray-300"> · {place.join(' · ')}</span>
            ) : null}
          </span>
        </CitationLink>
        <p className="mt-0.5 line-clamp-3 text-xs text-gray-700 dark:text-gray-300">{citation.excerpt}</p>
      </div>
    </li>
  );
}

/** "Fontes" under an answer: each source's kind, title, place (page, video time) and excerpt, opening the place. */
export function SourcesList({ citations }: { citations: readonly AssistantCitation[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (citations.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-3 border-t border-gray-200 pt-2 dark:border-gray-700">
      <h3
        id={headingId}
        className="mb-1.5 text-xs font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300"
      >
        {t('assistant.panel.sources')}
      </h3>
      <ol className="flex flex-col gap-2" data-testid="assistant-sources">
        {citations.map((citation) => (
          <SourceItem key={citation.n} citation={citation} />
        ))}
      </ol>
    </section>
  );
}
