import type { ResultQuestion } from '@members/contract';
import { ChevronDown, MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { sourceText } from '../exam/exam-question.tsx';
import { InlineHtml } from '../inline-html.tsx';
import { ResultAlternative } from './result-alternative.tsx';
import { ResultStatus } from './result-status.tsx';

/** The explanations of a question: the question's, then each alternative's. */
function Explanations({ question }: { question: ResultQuestion }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-4 dark:bg-gray-800/60">
      {question.explanation ? <SafeHtml html={question.explanation} className="text-gray-900 dark:text-gray-50" /> : null}
      <ul className="flex flex-col gap-2">
        {question.alternatives.map(({ letter, explanation }) =>
          explanation ? (
            <li key={letter} className="text-sm text-gray-800 dark:text-gray-100">
              <span className="font-semibold">{t('simulados.exam.alternative', { letter })}: </span>
              <InlineHtml html={explanation} />
            </li>
          ) : null,
        )}
      </ul>
    </div>
  );
}

/** A question of the result: outcome, statement, alternatives (choice, correct, shares), explanations on demand. */
export function ResultQuestionCard({ question }: { question: ResultQuestion }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = `result-question-${question.position}`;
  const source = sourceText(question.question.source);
  const shares = new Map(question.alternatives.map((alternative) => [alternative.letter, alternative.share]));
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 sm:p-6 dark:border-gray-800 dark:bg-gray-900">
        <header className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold text-gray-900 dark:text-gray-50">
            {t('simulados.result.question', { position: question.position })}
          </h3>
          <ResultStatus question={question} />
        </header>
        {source || question.subjects.length > 0 ? (
          <p className="text-sm text-gray-600 dark:text-gray-300">{[source, question.subjects.map((subject) => subject.desc).join(' › ')].filter(Boolean).join(' · ')}</p>
        ) : null}
        <SafeHtml html={question.question.statement} className="text-gray-900 dark:text-gray-50" />
        <ol className="flex flex-col gap-2" aria-label={t('simulados.result.alternatives')}>
          {question.question.alternatives.map((alternative) => (
            <ResultAlternative
              key={alternative.letter}
              letter={alternative.letter}
              text={alternative.text}
              share={shares.get(alternative.letter) ?? 0}
              chosen={question.chosen === alternative.letter}
              correct={question.correct_alternative === alternative.letter}
            />
          ))}
        </ol>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-lg px-2 text-sm font-semibold text-gray-900 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:hover:bg-gray-800 dark:focus-visible:outline-white"
        >
          <MessageSquareText aria-hidden="true" className="size-4" />
          {t('simulados.result.explanations')}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')} />
        </button>
        <div id={panelId} hidden={!open}>
          {open ? <Explanations question={question} /> : null}
        </div>
      </article>
    </li>
  );
}
