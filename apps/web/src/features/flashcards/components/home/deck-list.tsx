import type { DecksResponse } from '@members/contract';
import { ProgressBar } from '../../../../components/ui/progress-bar.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import { StudyLink } from './study-link.tsx';

type Subject = DecksResponse['subjects'][number];
type Counts = Pick<Subject, 'total' | 'new' | 'learning' | 'due' | 'learned'>;

const waiting = (deck: Counts) => ({ new: deck.new, due: deck.due + deck.learning });

function DeckCard({ deck }: { deck: Subject }) {
  const { t } = useTranslation();
  const learned = t('flashcards.home.decks.learned', { learned: deck.learned, total: deck.total });
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-800 dark:bg-gray-900"
      data-testid="deck-card"
    >
      <h3 className="text-base font-semibold text-gray-900 dark:text-gray-50">{deck.name}</h3>
      <ProgressBar
        value={deck.total > 0 ? (deck.learned / deck.total) * 100 : 0}
        label={t('flashcards.home.decks.progressLabel', { name: deck.name })}
        valueText={learned}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="text-sm text-gray-700 dark:text-gray-300">
          <p>{learned}</p>
          <p>{t('flashcards.home.decks.waiting', waiting(deck))}</p>
        </div>
        <StudyLink
          search={{ deck: String(deck.id) }}
          label={t('flashcards.home.decks.studyNamed', { name: deck.name })}
        >
          {t('flashcards.home.decks.study')}
        </StudyLink>
      </div>
      {deck.children.length > 0 ? (
        <ul
          aria-label={t('flashcards.home.decks.children', { name: deck.name })}
          className="flex flex-col divide-y divide-gray-200 border-t border-gray-200 dark:divide-gray-800 dark:border-gray-800"
        >
          {deck.children.map((child) => (
            <li key={child.id} className="flex items-center justify-between gap-2 pt-1">
              <span className="text-sm text-gray-800 dark:text-gray-200">
                {child.name}{' '}
                <span className="text-gray-600 dark:text-gray-400">
                  · {t('flashcards.home.decks.learned', { learned: child.learned, total: child.total })}
                </span>
              </span>
              <StudyLink
                variant="ghost"
                search={{ deck: String(child.id) }}
                label={t('flashcards.home.decks.studyNamed', { name: child.name })}
              >
                {t('flashcards.home.decks.study')}
              </StudyLink>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The subject decks (top levels of the subject tree), each with learned / total and a way in. */
export function DeckList({ subjects }: { subjects: DecksResponse['subjects'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="flashcard-decks" className="flex flex-col gap-3">
      <h2 id="flashcard-decks" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        {t('flashcards.home.decks.title')}
      </h2>
      {subjects.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('flashcards.home.decks.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {subjects.map((deck) => (
            <DeckCard key={deck.id} deck={deck} />
          ))}
        </ul>
      )}
    </section>
  );
}
