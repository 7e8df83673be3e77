import { useTranslation } from '../../../lib/i18n/index.ts';
import { percentage, type SubjectScore } from '../logic/score.ts';

/** Score per subject: name, "3 de 4 · 75%" and a bar (the figures in words, the bar only repeats them). */
export function SubjectScores({ scores }: { scores: readonly SubjectScore[] }) {
  const { t } = useTranslation();
  if (scores.length === 0)
    return <p className="text-sm text-gray-600 dark:text-gray-400">{t('questions.summary.noSubjects')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {scores.map((score) => {
        const value = percentage(score.correct, score.answered);
        return (
          <li key={score.id} className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-gray-900 dark:text-gray-50">{score.desc}</span>
              <span className="shrink-0 text-gray-700 tabular-nums dark:text-gray-300">
                {t('questions.subjectScore', { correct: score.correct, count: score.answered, value })}
              </span>
            </div>
            <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700">
              <div
                className="h-full rounded-full bg-brand dark:bg-[color-mix(in_oklab,var(--brand-primary)_55%,white)]"
                style={{ width: `${value}%` }}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
