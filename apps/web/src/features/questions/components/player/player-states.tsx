import { Link } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { isApiError } from '../../../../lib/api/api-error.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** A question while it loads: source line, statement, five alternatives. */
export function StageSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('questions.player.loading')}
      </span>
      <Skeleton className="h-4 w-56" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-5 w-11/12" />
      <Skeleton className="h-5 w-2/3" />
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-14 w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Whether an error means "not there" (404, or an id that is no number). */
export const isMissing = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.code === 'common.validation_failed');

export interface NotFoundPanelProps {
  title: string;
  hint: string;
  backTo: string;
  backLabel: string;
  /** `h1` when the panel is the whole page. */
  headingLevel?: 'h1' | 'h2';
}

/** Something the learner asked for is not there: say so, and the way back. */
export function NotFoundPanel({ title, hint, backTo, backLabel, headingLevel = 'h2' }: NotFoundPanelProps) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
    >
      <SearchX aria-hidden="true" className="size-8 text-gray-500 dark:text-gray-400" />
      <Heading className="text-xl font-bold text-gray-900 dark:text-gray-50">{title}</Heading>
      <p className="text-gray-700 dark:text-gray-300">{hint}</p>
      <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-700">
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </div>
  );
}

/** A question that could not load: not found (with the way back), or what happened and "Tentar de novo". */
export function PositionError({ error, backTo, onRetry }: { error: unknown; backTo: string; onRetry: () => void }) {
  const { t } = useTranslation();
  if (isMissing(error)) {
    return (
      <NotFoundPanel
        title={t('questions.player.notFound')}
        hint={t('questions.player.notFoundHint')}
        backTo={backTo}
        backLabel={t('questions.backToOverview')}
      />
    );
  }
  return <LoadErrorPanel title={t('questions.player.loadFailed')} error={error} onRetry={onRetry} />;
}
