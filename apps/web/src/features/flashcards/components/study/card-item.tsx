import type { QueueItem, Rating } from '@members/contract';
import { Eye } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SafeHtml } from '../../../../components/rich-text/index.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useTranslation } from '../../../../lib/i18n/index.ts';
import type { StudyCommand } from '../../logic/study-keys.ts';
import { AskAboutCard } from './ask-about-card.tsx';
import { CardPicture } from './card-picture.tsx';
import { RatingButtons } from './rating-buttons.tsx';
import { useStudyKeys } from './use-study-keys.ts';

export interface CardItemProps {
  item: QueueItem & { card: NonNullable<QueueItem['card']> };
  headingId: string;
  onRate: (rating: Rating) => void;
  onUndo: () => void;
  announce: (text: string) => void;
}

/** Card text, with a cloze's blank as a dotted pill and its revealed deletion highlighted. */
const clozeFace =
  'text-xl text-gray-900 dark:text-gray-50 [&_span.cloze]:rounded [&_span.cloze]:border-2 [&_span.cloze]:border-dashed [&_span.cloze]:border-brand [&_span.cloze]:px-2 [&_span.cloze]:font-semibold [&_mark.cloze]:rounded [&_mark.cloze]:bg-amber-200 [&_mark.cloze]:px-1 [&_mark.cloze]:font-semibold [&_mark.cloze]:text-gray-950 dark:[&_mark.cloze]:bg-amber-300';

/** One card: the front, "Mostrar resposta" (Space), then the back and the four ratings (1–4). */
export function CardItem({ item, headingId, onRate, onUndo, announce }: CardItemProps) {
  const { t } = useTranslation();
  const { card } = item;
  const [revealed, setRevealed] = useState(false);
  const backHeading = useRef<HTMLHeadingElement>(null);

  const show = () => {
    if (revealed) return;
    setRevealed(true);
    announce(t('flashcards.study.answerShown'));
  };
  useEffect(() => {
    if (revealed) backHeading.current?.focus({ preventScroll: true });
  }, [revealed]);

  useStudyKeys((command: StudyCommand) => {
    if (command.kind === 'show') show();
    else if (command.kind === 'rate' && revealed) onRate(command.rating);
    else if (command.kind === 'undo') onUndo();
    else return false;
    return true;
  });

  return (
    <article aria-labelledby={headingId} className="flex flex-col gap-5" data-card-id={card.card_id}>
      <section className="flex flex-col gap-3">
        <h2
          id={headingId}
          tabIndex={-1}
          className="text-sm font-semibold tracking-wide text-gray-600 uppercase focus:outline-none dark:text-gray-400"
        >
          {t('flashcards.study.front')}
        </h2>
        <SafeHtml html={card.front} className={clozeFace} />
        {card.image_url ? <CardPicture path={card.image_url} front={card.front} /> : null}
      </section>
      {revealed ? (
        <>
          <section
            className="flex flex-col gap-3 border-t border-gray-200 pt-5 motion-safe:animate-[page-fade-in_200ms_ease-out] dark:border-gray-700"
            data-testid="card-back"
          >
            <h3
              ref={backHeading}
              tabIndex={-1}
              className="text-sm font-semibold tracking-wide text-gray-600 uppercase focus:outline-none dark:text-gray-400"
            >
              {t('flashcards.study.back')}
            </h3>
            <SafeHtml html={card.back} className={clozeFace} />
            {card.lesson ? (
              <a
                href={card.lesson.link}
                className="self-start text-sm font-semibold underline underline-offset-2 text-gray-800 dark:text-gray-200"
              >
                {t('flashcards.study.lesson', { title: card.lesson.title })}
              </a>
            ) : null}
            {/* A case's review item has no card of its own (its card_id is an option's id). */}
            {item.ref.kind === 'card' ? <AskAboutCard flashcardId={item.ref.card_id} front={card.front} /> : null}
          </section>
          <RatingButtons item={item} onRate={onRate} />
        </>
      ) : (
        <Button onClick={show} aria-keyshortcuts="Space" className="self-stretch text-base">
          <Eye aria-hidden="true" className="size-5" />
          {t('flashcards.study.showAnswer')}
          <kbd className="hidden rounded border border-current/40 px-1.5 font-sans text-xs md:inline">
            {t('flashcards.study.spaceKey')}
          </kbd>
        </Button>
      )}
    </article>
  );
}
