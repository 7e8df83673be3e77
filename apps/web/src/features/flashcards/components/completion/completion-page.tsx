import type { Rating } from '@members/contract';
import { Link } from '@tanstack/react-router';
import { CalendarClock, Flame, PartyPopper, Timer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { formatDuration } from '../../../../lib/format/index.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useFlashcardStats } from '../../api/get-stats.ts';
import { formatDay, outlookOf } from '../../logic/outlook.ts';
import { useSessionStore } from '../../../../lib/session/session-store.ts';
import { learnerOf, useSessionSummary, type SessionSummary } from '../../logic/session-summary.ts';
import { StudyBackdrop } from '../study/study-backdrop.tsx';
import { NoSession } from './no-session.tsx';

const ratings: readonly Rating[] = [1, 2, 3, 4];
const ratingLooks: Record<Rating, string> = {
  1: 'border-red-700 dark:border-red-400',
  2: 'border-amber-700 dark:border-amber-400',
  3: 'border-green-700 dark:border-green-400',
  4: 'border-sky-700 dark:border-sky-400',
};

function Figure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
      <dt className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
        {icon}
        {label}
      </dt>
      <dd className="pl-7 text-lg font-bold text-gray-900 dark:text-gray-50">{children}</dd>
    </div>
  );
}

/** The streak, the next due day and tomorrow's reviews (the study invalidated them as the session ended). */
function Outlook() {
  const { t, i18n } = useTranslation();
  const stats = useFlashcardStats();
  const locale = i18n.resolvedLanguage === 'en' ? 'en-US' : 'pt-BR';
  if (stats.isError) return null;
  if (!stats.data)
    return (
      <p className="self-center text-sm text-gray-700 dark:text-gray-300">
        {t('flashcards.completion.outlookLoading')}
      </p>
    );
  const { nextDue, tomorrow } = outlookOf(stats.data);
  return (
    <dl className="contents" data-testid="completion-outlook">
      <Figure icon={<CalendarClock aria-hidden="true" className="size-5" />} label={t('flashcards.completion.nextDue')}>
        {nextDue ? formatDay(nextDue, locale) : t('flashcards.completion.nextDueNone')}
      </Figure>
      <Figure
        icon={<CalendarClock aria-hidden="true" className="size-5" />}
        label={t('flashcards.completion.tomorrow')}
      >
        {t('flashcards.completion.tomorrowCount', { count: tomorrow })}
      </Figure>
      <Figure icon={<Flame aria-hidden="true" className="size-5" />} label={t('flashcards.completion.streak')}>
        {t('flashcards.completion.streakDays', { count: stats.data.streak })}
      </Figure>
    </dl>
  );
}

function Summary({ summary }: { summary: SessionSummary }) {
  const { t } = useTranslation();
  return (
    <>
      <header className="flex flex-col items-start gap-2">
        <PartyPopper aria-hidden="true" className="size-10 text-(--brand-primary)" />
        <h1 className="text-2xl font-bold text-gray-900 md:text-3xl dark:text-gray-50">
          {t('flashcards.completion.heading')}
        </h1>
        <p className="text-gray-700 dark:text-gray-300">{t('flashcards.completion.intro')}</p>
        <p className="text-lg font-semibold text-gray-900 dark:text-gray-50" data-testid="completion-reviewed">
          {t('flashcards.completion.reviewed', { count: summary.reviewed })}
        </p>
      </header>
      <section aria-labelledby="completion-ratings" className="flex flex-col gap-2">
        <h2
          id="completion-ratings"
          className="text-sm font-semibold tracking-wide text-gray-700 uppercase dark:text-gray-300"
        >
          {t('flashcards.completion.ratingsHeading')}
        </h2>
        <dl className="grid grid-cols-4 gap-2" data-testid="completion-ratings">
          {ratings.map((rating) => (
            <div key={rating} className={`flex flex-col items-center rounded-xl border-2 p-2 ${ratingLooks[rating]}`}>
              <dt className="text-sm text-gray-800 dark:text-gray-200">{t(`flashcards.study.rating.${rating}`)}</dt>
              <dd className="text-2xl font-bold text-gray-900 tabular-nums dark:text-gray-50">
                {summary.ratings[rating]}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-2 sm:grid-cols-2">
        <dl className="contents">
          <Figure icon={<Timer aria-hidden="true" className="size-5" />} label={t('flashcards.completion.time')}>
            {formatDuration(summary.seconds)}
          </Figure>
        </dl>
        <Outlook />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/flashcards">{t('flashcards.completion.backToFlashcards')}</Link>
        </Button>
        <Button asChild variant="ghost" className="border border-gray-300 dark:border-gray-600">
          <Link to="/planner/onboarding">{t('flashcards.completion.planner')}</Link>
        </Button>
      </div>
    </>
  );
}

/** /flashcards/completion: the session just finished (kept for this tab, shown to its learner only), or a way to start one. */
export function FlashcardCompletionPage() {
  const stored = useSessionSummary((state) => state.summary);
  const learner = useSessionStore(learnerOf);
  const summary = stored?.learner === learner ? stored : null;
  return <StudyBackdrop>{summary ? <Summary summary={summary} /> : <NoSession />}</StudyBackdrop>;
}
