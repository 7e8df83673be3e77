import { getRouteApi } from '@tanstack/react-router';
import { FlashcardStudyPage } from '../features/flashcards/index.ts';
import { QuestionReview } from '../features/questions/index.ts';

const route = getRouteApi('/shell/flashcards/study');

const id = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * /flashcards/study[?deck=|?trilha=|?erros=1]: the study of a queue. Missed questions are answered with the
 * question bank's player, composed here (features do not import each other).
 */
export function FlashcardStudyRoute() {
  const { deck, trilha, erros } = route.useSearch();
  const filter = { deck: id(deck), trilha: id(trilha), erros };
  return <FlashcardStudyPage key={`${deck}:${trilha}:${erros}`} filter={filter} QuestionView={QuestionReview} />;
}
