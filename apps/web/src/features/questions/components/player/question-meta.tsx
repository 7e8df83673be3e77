import type { Question } from '@members/contract';
import { Ban, Gauge, Landmark } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** "Institution · exam · year" from the parts the question has. */
function sourceLine(source: Question['source']): string {
  return [source.institution, source.exam, source.year === null ? null : String(source.year)]
    .filter((part): part is string => Boolean(part))
    .join(' · ');
}

/** Above the statement: where the question comes from, its difficulty, and whether it was annulled. */
export function QuestionMeta({ question }: { question: Question }) {
  const { t } = useTranslation();
  const source = sourceLine(question.source);
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-700 dark:text-gray-300">
      {source ? (
        <span className="inline-flex items-center gap-1.5" data-testid="question-source">
          <Landmark aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('questions.player.source')}</span>
          {source}
        </span>
      ) : null}
      {question.difficulty ? (
        <span className="inline-flex items-center gap-1.5">
          <Gauge aria-hidden="true" className="size-4" />
          {t(`questions.difficulty.${question.difficulty}`)}
        </span>
      ) : null}
      {question.annulled ? (
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          <Ban aria-hidden="true" className="size-4" />
          {t('questions.player.annulled')}
        </span>
      ) : null}
    </p>
  );
}
