import type { DecksResponse } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Flame, NotebookPen, Play } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { Figure } from './figure.tsx';

const kinds = ['new', 'learning', 'review', 'errors'] as const;

/** Today's work at a glance (new, learning, to review, questions to redo), the streak, and the way in. */
export function TodaySection({ today, streak }: Pick<DecksResponse, 'today' | 'streak'>) {
  const { t } = useTranslation();
  const due = today.new + today.learning + today.review + today.errors;
  return (
    <section aria-labelledby="flashcards-today" className="flex flex-col gap-4" data-testid="flashcards-today">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="flashcards-today" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {t('flashcards.home.today.title')}
        </h2>
        <p
          className="flex items-center gap-1.5 text-sm text-gray-700 dark:text-gray-300"
          data-testid="flashcards-streak"
        >
          <Flame aria-hidden="true" className="size-4 text-orange-600 dark:text-orange-400" />
          {t('flashcards.home.today.streak', { count: streak })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {kinds.map((kind) => (
          <Figure
            key={kind}
            label={t(`flashcards.home.today.${kind}`)}
            value={String(today[kind])}
            detail={t(`flashcards.home.today.${kind}Detail`)}
          />
        ))}
      </dl>
      {due === 0 ? (
        <div
          className="flex items-start gap-3 rounded-xl border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          data-testid="flashcards-all-done"
        >
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">{t('flashcards.home.today.allDoneTitle')}</h3>
            <p className="text-sm">{t('flashcards.home.today.allDoneText')}</p>
          </div>
        </div>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild className="text-base">
            <Link to="/flashcards/study">
              <Play aria-hidden="true" className="size-5" />
              {t('flashcards.home.today.studyAll')}
            </Link>
          </Button>
          {today.errors > 0 ? (
            <Button asChild variant="ghost" className="border border-gray-300 text-base dark:border-gray-700">
              <Link to="/flashcards/study" search={{ erros: '1' }}>
                <NotebookPen aria-hidden="true" className="size-5" />
                {t('flashcards.home.today.studyErrors')}
              </Link>
            </Button>
          ) : null}
        </div>
      )}
    </section>
  );
}
