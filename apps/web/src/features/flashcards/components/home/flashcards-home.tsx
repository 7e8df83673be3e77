import { LoadErrorPanel } from '../../../../components/ui/load-error-panel.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useDecks } from '../../api/get-decks.ts';
import { useFlashcardStats } from '../../api/get-stats.ts';
import { ErrorNotebook } from '../errors/error-notebook.tsx';
import { SettingsSection } from '../settings/settings-section.tsx';
import { DeckList } from './deck-list.tsx';
import { HomeEmpty } from './home-empty.tsx';
import { HomeSkeleton } from './home-skeleton.tsx';
import { StatsSection } from './stats-section.tsx';
import { TodaySection } from './today-section.tsx';
import { TrackList } from './track-list.tsx';

function Statistics() {
  const { t } = useTranslation();
  const stats = useFlashcardStats();
  if (stats.isPending) return <Skeleton className="h-80" />;
  if (stats.isError) {
    return (
      <LoadErrorPanel
        title={t('flashcards.home.statsFailed')}
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  }
  return <StatsSection stats={stats.data} />;
}

/**
 * /flashcards: today's work and the ways in (everything, a deck, a lesson's track, the error notebook), the
 * decks and tracks with their progress, the statistics, the error notebook and the settings.
 */
export function FlashcardsHome() {
  const { t } = useTranslation();
  const decks = useDecks();
  const data = decks.data;
  const noCards = data !== undefined && data.subjects.length === 0 && data.tracks.length === 0;
  const nothingAtAll = noCards && data.today.errors === 0 && data.streak === 0;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-6 md:py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-balance text-gray-900 md:text-3xl dark:text-gray-50">
          {t('flashcards.home.title')}
        </h1>
        <p className="max-w-prose text-gray-700 dark:text-gray-300">{t('flashcards.home.intro')}</p>
      </header>
      {decks.isPending ? (
        <HomeSkeleton />
      ) : decks.isError ? (
        <LoadErrorPanel
          title={t('flashcards.home.loadFailed')}
          error={decks.error}
          onRetry={() => void decks.refetch()}
        />
      ) : (
        <>
          {noCards ? <HomeEmpty /> : null}
          {nothingAtAll ? null : <TodaySection today={decks.data.today} streak={decks.data.streak} />}
          {noCards ? null : (
            <>
              <DeckList subjects={decks.data.subjects} />
              <TrackList tracks={decks.data.tracks} />
            </>
          )}
          <ErrorNotebook />
          {nothingAtAll ? null : <Statistics />}
          <SettingsSection />
        </>
      )}
    </div>
  );
}
