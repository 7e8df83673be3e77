import type { QuestionTrackSummary } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from '../../../../lib/i18n/index.ts';

/** The track's title and description, with the way back to the overview. */
export function TrackHeader({ track }: { track: QuestionTrackSummary }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <Link
        to="/questoes"
        className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-medium text-gray-700 hover:underline focus-visible:outline-2 focus-visible:outline-gray-900 dark:text-gray-300 dark:focus-visible:outline-white"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('questions.backToOverview')}
      </Link>
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">{t('questions.track.eyebrow')}</p>
      <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">{track.title}</h1>
      {track.description ? <p className="text-pretty text-gray-700 dark:text-gray-300">{track.description}</p> : null}
    </header>
  );
}
