import type { QuestionTrackSummary } from '@members/contract';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { BackToQuestions } from '../back-to-questions.tsx';

/** The track's title and description, with the way back to the overview. */
export function TrackHeader({ track }: { track: QuestionTrackSummary }) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2">
      <BackToQuestions />
      <p className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
        {t('questions.track.eyebrow')}
      </p>
      <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">{track.title}</h1>
      {track.description ? <p className="text-pretty text-gray-700 dark:text-gray-300">{track.description}</p> : null}
    </header>
  );
}
