import type { SimuladoResult } from '@members/contract';
import { LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../../lib/i18n/index.ts';
import { formatDateTime, intlLocale } from '../../../logic/format.ts';
import { availableFilters, filterCounts, matchesFilter, type ReviewFilter } from '../../../logic/review.ts';
import { ResultQuestionCard } from '../result-question.tsx';
import { QuestionGrid } from './question-grid.tsx';
import { ReviewFilters } from './review-filters.tsx';

const linkButton =
  'inline-flex min-h-11 cursor-pointer items-center self-start rounded-lg px-3 text-sm font-semibold text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 dark:text-gray-50 dark:focus-visible:outline-white';

/** While the simulado is open for others: when the key comes, and what shows until then. */
function KeyHeldNotice({ releasedAt }: { releasedAt: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p
      data-testid="answer-key-held"
      className="flex items-start gap-2 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <LockKeyhole aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {t('simulados.result.review.keyHeld', { date: formatDateTime(releasedAt, intlLocale(i18n.resolvedLanguage)) })}
    </p>
  );
}

/**
 * The review of every question, collapsed: filters (with counts) and a grid that jumps to a question and opens it.
 * Until the simulado closes, the questions come without the key and the notice says when it comes.
 */
export function ResultReview({ result }: { result: SimuladoResult }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.resolvedLanguage);
  const revealed = result.answer_key_available;
  const [filter, setFilter] = useState<ReviewFilter>('all');
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set());
  /** The question a jump asked for, focused after the render that opens it. */
  const pendingJump = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const counts = filterCounts(result.questions);
  const shown = result.questions.filter((question) => matchesFilter(question, filter));
  const allOpen = shown.length > 0 && shown.every((question) => opened.has(question.position));

  useEffect(() => {
    const position = pendingJump.current;
    if (position === null) return;
    pendingJump.current = null;
    const target = listRef.current?.querySelector<HTMLButtonElement>(`[data-question-toggle="${position}"]`);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target?.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    target?.focus({ preventScroll: true });
  });

  const toggle = (position: number) =>
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(position)) next.add(position);
      return next;
    });
  const jump = (position: number) => {
    const question = result.questions.find((item) => item.position === position);
    if (question && !matchesFilter(question, filter)) setFilter('all');
    setOpened((current) => new Set(current).add(position));
    pendingJump.current = position;
  };
  const toggleAll = () => setOpened(allOpen ? new Set() : new Set(shown.map((question) => question.position)));

  return (
    <section aria-labelledby="result-questions" className="flex flex-col gap-4">
      <h2 id="result-questions" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {revealed ? t('simulados.result.questions') : t('simulados.result.review.answersHeading')}
      </h2>
      {revealed ? null : <KeyHeldNotice releasedAt={result.answer_key_released_at} />}
      <QuestionGrid questions={result.questions} onJump={jump} />
      <ReviewFilters filters={availableFilters(revealed)} counts={counts} value={filter} onChange={setFilter} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-gray-700 dark:text-gray-200">
          {t('simulados.result.review.showing', { count: shown.length, total: result.questions.length })}
        </p>
        {shown.length > 0 ? (
          <button type="button" onClick={toggleAll} className={linkButton}>
            {allOpen ? t('simulados.result.review.collapseAll') : t('simulados.result.review.expandAll')}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 px-4 py-6 text-center text-sm text-gray-700 dark:border-gray-700 dark:text-gray-200">
          {t('simulados.result.review.empty')}
        </p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3">
          {shown.map((question) => (
            <ResultQuestionCard
              key={question.position}
              question={question}
              revealed={question.key_released_at === null}
              heldNote={
                revealed && question.key_released_at !== null
                  ? t('simulados.result.review.questionHeld', {
                      date: formatDateTime(question.key_released_at, locale),
                    })
                  : null
              }
              open={opened.has(question.position)}
              onToggle={() => toggle(question.position)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
