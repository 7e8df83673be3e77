import type { FlashcardTrack } from '@members/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../../components/ui/cn.ts';
import { useTranslation } from '../../../../lib/i18n/index.ts';

type Card = FlashcardTrack['flashcards']['todos'][number];

function FlashcardItem({ card, index }: { card: Card; index: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li className="rounded-xl border border-gray-200 dark:border-gray-800">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((value) => !value)}
        className="flex min-h-11 w-full items-start gap-3 rounded-xl p-3 text-left hover:bg-gray-50 dark:hover:bg-gray-800/60"
      >
        <span className="mt-0.5 text-xs font-semibold text-gray-500 tabular-nums dark:text-gray-400">{index + 1}</span>
        <span className="flex-1 font-medium text-gray-900 dark:text-gray-100">{card.frente}</span>
        <span className="sr-only">{open ? t('lesson.track.hideAnswer') : t('lesson.track.showAnswer')}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'mt-0.5 size-4 shrink-0 text-gray-500 transition-transform motion-reduce:transition-none',
            open && 'rotate-180',
          )}
        />
      </button>
      <div
        id={answerId}
        hidden={!open}
        className="border-t border-gray-200 px-3 py-3 pl-9 text-gray-800 dark:border-gray-800 dark:text-gray-200"
      >
        {card.verso}
      </div>
    </li>
  );
}

/** The track's cards: the front, and the back revealed on tap. */
export function FlashcardCardList({ cards }: { cards: readonly Card[] }) {
  const { t } = useTranslation();
  if (cards.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">{t('lesson.track.noCards')}</p>;
  return (
    <ol aria-label={t('lesson.track.cards')} className="flex flex-col gap-2">
      {cards.map((card, index) => (
        <FlashcardItem key={card.id} card={card} index={index} />
      ))}
    </ol>
  );
}
