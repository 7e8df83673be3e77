import type { TodayCounts } from '@members/contract';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { SaveIndicator } from '../../../../lib/outbox/index.ts';
import { reviewGroup } from '../../api/study-filter.ts';

export interface StudyHeaderProps {
  done: number;
  total: number;
  left: TodayCounts;
  canUndo: boolean;
  onUndo: () => void;
}

const kinds = [
  ['new', 'text-sky-800 dark:text-sky-200'],
  ['learning', 'text-red-800 dark:text-red-200'],
  ['review', 'text-green-800 dark:text-green-200'],
  ['errors', 'text-amber-900 dark:text-amber-100'],
] as const;

/** The session's title, "3 de 20 revisados" with its bar, what is left by kind, the save indicator and undo (Z). */
export function StudyHeader({ done, total, left, canUndo, onUndo }: StudyHeaderProps) {
  const { t } = useTranslation();
  const progress = t('flashcards.study.progress', { done, total });
  const labels = {
    idle: '',
    saving: t('flashcards.study.save.saving'),
    saved: t('flashcards.study.save.saved'),
    offline: t('flashcards.study.save.offline'),
    error: t('flashcards.study.save.error'),
  };
  return (
    <header className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold text-gray-900 md:text-2xl dark:text-gray-50">
          {t('flashcards.study.heading')}
        </h1>
        <Button
          variant="ghost"
          onClick={onUndo}
          disabled={!canUndo}
          aria-keyshortcuts="Z"
          className="border border-gray-300 dark:border-gray-600"
        >
          <Undo2 aria-hidden="true" className="size-4" />
          {t('flashcards.study.undo')}
          <kbd className="hidden font-sans text-xs text-gray-600 md:inline dark:text-gray-400">Z</kbd>
        </Button>
      </div>
      <ProgressBar
        value={total > 0 ? (done / total) * 100 : 0}
        label={t('flashcards.study.progressLabel')}
        valueText={progress}
        size="md"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
        <p className="text-gray-700 tabular-nums dark:text-gray-300" data-testid="study-progress">
          {progress}
        </p>
        <SaveIndicator
          group={reviewGroup}
          labels={labels}
          pendingLabel={(count) => t('flashcards.study.pending', { count })}
        />
      </div>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm" data-testid="study-counts">
        <span className="font-semibold text-gray-800 dark:text-gray-200">{t('flashcards.study.counts.label')}</span>
        <dl className="contents">
          {kinds.map(([kind, look]) => (
            <div key={kind} className="flex items-baseline gap-1.5">
              <dt className="text-gray-700 dark:text-gray-300">{t(`flashcards.study.counts.${kind}`)}</dt>
              <dd className={`font-bold tabular-nums ${look}`}>{left[kind]}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
