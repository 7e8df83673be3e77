import type { CaseDetail } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { useDateFormat } from '../../../../lib/format/date.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { percentOf } from '../../logic/score.ts';

export interface AttemptListProps {
  detail: CaseDetail;
  /** The attempt whose debrief shows (its row is marked). */
  shownAttempt: number | undefined;
}

/** The learner's attempts, newest first: when, the score, counted or practice; a finished one opens its debrief. */
export function AttemptList({ detail, shownAttempt }: AttemptListProps) {
  const { t } = useTranslation();
  const formatDate = useDateFormat();
  if (detail.attempts.length === 0) return null;
  const attempts = [...detail.attempts].sort((a, b) => b.started_at.localeCompare(a.started_at));
  return (
    <section aria-labelledby="case-attempts" className="flex flex-col gap-2">
      <h2 id="case-attempts" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('clinicalCases.case.attemptsTitle')}
      </h2>
      <ul className="flex flex-col divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white dark:divide-gray-800 dark:border-gray-800 dark:bg-gray-900">
        {attempts.map((attempt) => {
          const kind = t(attempt.counts_for_peers ? 'clinicalCases.case.counted' : 'clinicalCases.case.practice');
          const when = formatDate(attempt.finished_at ?? attempt.started_at);
          return (
            <li key={attempt.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="text-gray-800 dark:text-gray-200">
                {attempt.finished_at
                  ? t('clinicalCases.case.finishedOn', { date: when })
                  : t('clinicalCases.case.startedOn', { date: when })}
                {' · '}
                {kind}
              </span>
              {attempt.finished_at && attempt.score !== null ? (
                <Link
                  to="/casos-clinicos/$id"
                  params={{ id: String(detail.id) }}
                  search={{ tentativa: String(attempt.id) }}
                  aria-current={shownAttempt === attempt.id ? 'true' : undefined}
                  className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-gray-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 aria-[current]:text-(--brand-primary) dark:text-gray-50 dark:focus-visible:outline-white"
                >
                  {t('clinicalCases.case.attemptScore', { score: percentOf(attempt.score, attempt.max_score) })}
                </Link>
              ) : (
                <span className="text-gray-600 dark:text-gray-400">{t('clinicalCases.case.unfinished')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
