import type { ErrorNotebook as Notebook } from '@members/contract';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useErrorNotebook } from '../../api/get-errors.ts';
import { formatMoment } from '../home/format-day.ts';
import { RemoveErrorButton } from './remove-error-button.tsx';

type Item = Notebook['items'][number];

/** Items shown before "Mostrar todas": the page goes on with the statistics and the settings. */
const firstShown = 4;

function dueText(t: ReturnType<typeof useTranslation>['t'], due: string, language: string): string {
  const day = new Date(due);
  if (Number.isNaN(day.getTime()) || day.getTime() <= Date.now()) return t('flashcards.errors.dueToday');
  const startOfTomorrow = new Date();
  startOfTomorrow.setHours(24, 0, 0, 0);
  if (day < startOfTomorrow) return t('flashcards.errors.dueToday');
  return t('flashcards.errors.due', { date: formatMoment(due, language) });
}

function NotebookItem({ item, onRemoved }: { item: Item; onRemoved: () => void }) {
  const { t, i18n } = useTranslation();
  const missed = formatMoment(item.missed_at, i18n.language);
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
      data-testid="error-notebook-item"
    >
      {item.subjects.length > 0 ? (
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
          {item.subjects
            .slice(-2)
            .map((subject) => subject.desc)
            .join(' › ')}
        </p>
      ) : null}
      <p className="line-clamp-3 text-gray-900 dark:text-gray-50">{item.excerpt}</p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {t('flashcards.errors.missed', { date: missed, where: t(`flashcards.errors.missedIn.${item.missed_in}`) })}
          {' · '}
          {dueText(t, item.due, i18n.language)}
        </p>
        <RemoveErrorButton questionId={item.question_id} excerpt={item.excerpt.slice(0, 60)} onRemoved={onRemoved} />
      </div>
    </li>
  );
}

/** The error notebook: the missed questions waiting to be answered again, each removable. */
export function ErrorNotebook() {
  const { t } = useTranslation();
  const notebook = useErrorNotebook();
  const [showAll, setShowAll] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const items = notebook.data?.items ?? [];
  const shown = showAll ? items : items.slice(0, firstShown);
  return (
    <section aria-labelledby="error-notebook" className="flex flex-col gap-3" data-testid="error-notebook">
      <h2
        id="error-notebook"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-gray-900 dark:text-gray-50"
      >
        {t('flashcards.errors.title')}
      </h2>
      <p className="max-w-prose text-sm text-gray-700 dark:text-gray-300">{t('flashcards.errors.intro')}</p>
      {notebook.isPending ? (
        <Skeleton className="h-28" />
      ) : notebook.isError ? (
        <LoadErrorPanel
          title={t('flashcards.errors.loadFailed')}
          error={notebook.error}
          onRetry={() => void notebook.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 p-4 text-sm text-gray-700 dark:border-gray-700 dark:text-gray-300">
          {t('flashcards.errors.empty')}
        </p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {shown.map((item) => (
              <NotebookItem key={item.question_id} item={item} onRemoved={() => heading.current?.focus()} />
            ))}
          </ul>
          {shown.length < items.length ? (
            <Button
              variant="ghost"
              className="self-start border border-gray-300 dark:border-gray-700"
              onClick={() => setShowAll(true)}
            >
              {t('flashcards.errors.showAll', { count: items.length })}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
