import { type StoredPicture, useStoredPicture } from '../../../lib/api/use-stored-picture.ts';

/** A card's picture belongs to the signed-in learner's data (the API checks the learner may study the card). */
const cardPictureKey = (path: string) => ['user', 'flashcards', 'card-picture', path] as const;

/** A card's picture (see useStoredPicture): `none` for a card without one. */
export function useCardPicture(path: string | null): StoredPicture {
  return useStoredPicture(path, cardPictureKey(path ?? ''));
}
