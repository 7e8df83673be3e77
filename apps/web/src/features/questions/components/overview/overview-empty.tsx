import type { QuestionTrackSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ListChecks, SlidersHorizontal, Sparkles } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { trackLink } from './track-link.ts';

/** A learner with no answers yet: what the bank offers, and two ways to start (a practice, a track). */
export function OverviewEmpty({ firstTrack }: { firstTrack: QuestionTrackSummary | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="questions-empty"
      className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-gray-300 p-6 dark:border-gray-700"
      data-testid="questions-empty"
    >
      <Sparkles aria-hidden="true" className="size-8 text-gray-600 dark:text-gray-300" />
      <h2 id="questions-empty" className="text-xl font-semibold text-gray-900 dark:text-gray-50">
        {t('questions.overview.emptyTitle')}
      </h2>
      <p className="max-w-prose text-gray-700 dark:text-gray-200">{t('questions.overview.emptyText')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild className="text-base">
          <Link to="/questoes/filtro">
            <SlidersHorizontal aria-hidden="true" className="size-5" />
            {t('questions.buildPractice')}
          </Link>
        </Button>
        {firstTrack ? (
          <Button asChild variant="ghost" className="border border-gray-300 text-base dark:border-gray-700">
            <Link {...trackLink(firstTrack)}>
              <ListChecks aria-hidden="true" className="size-5" />
              {t('questions.overview.startTrack', { title: firstTrack.title })}
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  );
}
