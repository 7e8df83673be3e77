import { Link } from '@tanstack/react-router';
import { CircleCheck, CloudOff } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** While the first batch loads. */
export function StudySkeleton() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        {t('flashcards.study.loading')}
      </span>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}

/** Nothing due with this filter: say so and offer the way back (a day off says so). */
export function StudyEmpty({ dayOff }: { dayOff: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3" data-testid="study-empty">
      <CircleCheck aria-hidden="true" className="size-10 text-green-700 dark:text-green-400" />
      <h2 className="text-xl font-bold text-gray-900 dark:text-gray-50">{t('flashcards.study.empty')}</h2>
      <p className="text-gray-700 dark:text-gray-300">
        {dayOff ? t('flashcards.study.dayOff') : t('flashcards.study.emptyText')}
      </p>
      <Button asChild>
        <Link to="/flashcards">{t('flashcards.study.backToFlashcards')}</Link>
      </Button>
    </div>
  );
}

/** The items ran out while reviews wait offline: they are kept; the learner may end the session. */
export function StudyOfflineEnd({ onFinish }: { onFinish: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3" data-testid="study-offline-end">
      <p
        role="alert"
        className="flex items-start gap-3 rounded-xl border border-amber-600 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('flashcards.study.offlineEnd')}
      </p>
      <Button onClick={onFinish}>{t('flashcards.study.finish')}</Button>
    </div>
  );
}
