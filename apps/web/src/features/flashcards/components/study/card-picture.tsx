import { useTranslation } from '../../../../lib/i18n/index.ts';
import { useCardPicture } from '../../api/card-picture.ts';
import { plainText } from '../../logic/plain-text.ts';

/** One height while loading and once shown, so the ratings do not jump. */
const frame = 'flex h-56 w-full max-w-md items-center justify-center self-center sm:h-72';

/** The picture under a card's front, loaded with the session's headers; nothing when it cannot be loaded. */
export function CardPicture({ path, front }: { path: string; front: string }) {
  const { t } = useTranslation();
  const picture = useCardPicture(path);
  if (picture.status === 'none' || picture.status === 'failed') return null;
  if (picture.status === 'loading') {
    return (
      <div
        className={`${frame} rounded-lg bg-gray-100 motion-safe:animate-pulse dark:bg-gray-800`}
        data-testid="card-picture-placeholder"
        aria-hidden="true"
      />
    );
  }
  // Width-limited and rounded, never wider than the card.
  return (
    <div className={frame}>
      <img
        src={picture.src}
        alt={plainText(front, 150) || t('flashcards.study.imageAlt')}
        className="max-h-full max-w-full rounded-lg object-contain"
      />
    </div>
  );
}
