import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { RotateCcw, SlidersHorizontal, Trophy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { positionQueryOptions, type PlayerProgress, type PlayerSource } from '../../api/player-source.ts';
import { percentage, scoreBySubject } from '../../logic/score.ts';
import { SubjectScores } from '../subject-scores.tsx';

export interface SessionSummaryProps {
  source: PlayerSource;
  progress: PlayerProgress;
  onReview: (position: number) => void;
}

/** The end of a practice: the score, the score by subject, and what next (review the wrong ones, a new practice). */
export function SessionSummary({ source, progress, onReview }: SessionSummaryProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const positions = useQueries({ queries: progress.items.map((item) => positionQueryOptions(source, item.position)) });
  const answered = positions.flatMap((query) =>
    query.data?.answer ? [{ subjects: query.data.question.subjects, correct: query.data.answer.correct }] : [],
  );
  const subjectsReady = positions.every((query) => !query.isPending);
  const wrong = progress.items.filter((item) => item.answered && item.correct === false);
  const score = percentage(progress.correct, progress.total);
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-6" data-testid="session-summary">
      <div className="flex flex-col items-center gap-2 rounded-xl border border-gray-200 bg-white p-6 text-center dark:border-gray-800 dark:bg-gray-900">
        <Trophy aria-hidden="true" className="size-10 text-gray-700 dark:text-gray-300" />
        <h2 id={titleId} className="text-xl font-bold text-gray-900 dark:text-gray-50">
          {t('questions.summary.title')}
        </h2>
        <p className="text-4xl font-bold text-gray-900 tabular-nums dark:text-gray-50">
          {t('questions.percent', { value: score })}
        </p>
        <p className="text-gray-700 dark:text-gray-300">
          {t('questions.summary.score', { correct: progress.correct, count: progress.total })}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {wrong[0] ? (
          <Button onClick={() => onReview(wrong[0]?.position ?? 1)}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('questions.summary.reviewWrong', { count: wrong.length })}
          </Button>
        ) : null}
        <Button
          asChild
          variant={wrong[0] ? 'ghost' : 'primary'}
          className={wrong[0] ? 'border border-gray-300 dark:border-gray-700' : undefined}
        >
          <Link to="/questoes/filtro">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {t('questions.summary.newPractice')}
          </Link>
        </Button>
      </div>
      <section aria-labelledby={`${titleId}-subjects`} className="flex flex-col gap-3">
        <h3 id={`${titleId}-subjects`} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('questions.summary.bySubject')}
        </h3>
        {subjectsReady ? (
          <SubjectScores scores={scoreBySubject(answered)} />
        ) : (
          <p className="text-sm text-gray-600 dark:text-gray-400">{t('questions.summary.loadingSubjects')}</p>
        )}
      </section>
    </section>
  );
}
