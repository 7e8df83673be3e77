import { inArray } from 'drizzle-orm';
import type { Grade } from 'ts-fsrs';
import type { Database } from '../../database.ts';
import { flashcards, flashcardTrackProgress } from '../../schema/index.ts';
import { cardOrds } from '../../../modules/flashcards/cards/card-faces.ts';
import {
  writeItems,
  writeTrackAnswers,
  type LearnerTrack,
  type MemoryLearner,
  type PlannedHistory,
} from './history-writer.ts';
import { planReviewHistory, type HistoryInput, type HistorySide } from './review-history.ts';

/** Ratings of a track studied in one go: every answer shows (as the courses seed's cycle). */
const trackRatings: readonly Grade[] = [3, 4, 2, 1, 3, 4, 3];

type CardRow = Pick<typeof flashcards.$inferSelect, 'id' | 'kind' | 'frente' | 'track_id' | 'category_id' | 'position'>;

function shuffled<Item>(items: readonly Item[], random: () => number): Item[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as Item, copy[index] as Item];
  }
  return copy;
}

/**
 * What the learner studies: the subject decks' cards (every side) as new cards over the period, in a shuffled
 * order; the track they concluded (per the courses seed) studied once five days ago, the one in progress half
 * studied yesterday (the first side of each card). Cards of other tracks stay new, so those tracks stay unstarted.
 */
function studyPlan(
  cards: readonly CardRow[],
  tracks: readonly LearnerTrack[],
  random: () => number,
): Pick<HistoryInput, 'pool' | 'once'> {
  const sidesOf = (card: CardRow): HistorySide[] =>
    cardOrds(card).map((ord) => ({ flashcardId: card.id, ord, categoryId: card.category_id }));
  const pool = shuffled(cards.filter((card) => card.track_id === null).flatMap(sidesOf), random);
  const once = tracks.flatMap((track) => {
    const own = cards.filter((card) => card.track_id === track.id).sort((a, b) => a.position - b.position);
    const done = track.status === 'Concluída';
    const studied = done ? own : own.slice(0, Math.max(1, Math.floor(own.length / 2)));
    const sides = studied.flatMap((card, index) => {
      const [first] = sidesOf(card);
      return first ? [{ side: first, rating: trackRatings[index % trackRatings.length] as Grade }] : [];
    });
    return sides.length ? [{ daysAgo: done ? 5 : 1, sides }] : [];
  });
  return { pool, once };
}

/** The learners' producers' cards and the learners' lesson tracks started (by the courses seed). */
async function loadStudy(db: Database, learners: readonly MemoryLearner[]) {
  const cards = await db
    .select({
      producer_id: flashcards.producer_id,
      id: flashcards.id,
      kind: flashcards.kind,
      frente: flashcards.frente,
      track_id: flashcards.track_id,
      category_id: flashcards.category_id,
      position: flashcards.position,
    })
    .from(flashcards)
    .where(
      inArray(
        flashcards.producer_id,
        learners.map((learner) => learner.producerId),
      ),
    )
    .orderBy(flashcards.id);
  const tracks = await db
    .select({
      user_id: flashcardTrackProgress.user_id,
      id: flashcardTrackProgress.track_id,
      status: flashcardTrackProgress.status,
    })
    .from(flashcardTrackProgress)
    .where(
      inArray(
        flashcardTrackProgress.user_id,
        learners.map((learner) => learner.userId),
      ),
    )
    .orderBy(flashcardTrackProgress.track_id);
  return {
    cardsOf: (learner: MemoryLearner) => cards.filter((card) => card.producer_id === learner.producerId),
    tracksOf: (learner: MemoryLearner) => tracks.filter((track) => track.user_id === learner.userId),
  };
}

/**
 * Each learner's 60 days of flashcard reviews (memory_items as ts-fsrs leaves them, every review in
 * memory_reviews), and the lesson tracks' answers and status consistent with them.
 */
export async function insertReviewHistories(
  db: Database,
  learners: readonly { learner: MemoryLearner; random: () => number }[],
  now: Date,
): Promise<void> {
  if (learners.length === 0) return;
  const study = await loadStudy(
    db,
    learners.map(({ learner }) => learner),
  );
  const planned = learners.map(({ learner, random }): PlannedHistory => {
    const tracks = study.tracksOf(learner);
    const { pool, once } = studyPlan(study.cardsOf(learner), tracks, random);
    return { learner, history: planReviewHistory({ pool, once, now, random }), once, tracks };
  });
  await writeItems(db, planned);
  await writeTrackAnswers(db, planned);
}
