import { and, eq } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { flashcards, producers, users, verticals } from '../../schema/index.ts';
import { insertChunks } from '../courses/insert-in-chunks.ts';
import { reserveIds } from '../questions/question-bank-writer.ts';
import { seededRandom, seedOf } from '../questions/seeded-random.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { Seeder } from '../seeder.ts';
import { deckRows, producerTracks, setTrackSubjects, type NewCardRow } from './deck-cards.ts';
import { demoCardImageFiles } from './demo-card-images.ts';
import { demoDeck } from './demo-decks.ts';
import type { DemoCardImage, DemoDeck } from './demo-flashcard-types.ts';
import { insertReviewHistories } from './learner-history.ts';
import { insertMissedQuestions } from './missed-questions.ts';
import { resolveSubjects } from './subject-tree.ts';

const learnerEmail = 'aluno@medmember.dev';

/** Stores the drawings as PNG, unless storage holds them already byte for byte (a re-seed, the test runs). */
async function putDemoCardImages(storage: FileStorage, names: ReadonlySet<DemoCardImage>): Promise<void> {
  for (const file of await demoCardImageFiles(names)) {
    const stored = await storage.get(file.key);
    if (stored?.contentType !== file.contentType || !stored.data.equals(file.data)) {
      await storage.put(file.key, file.data, file.contentType);
    }
  }
}

async function deckProducers(db: Database) {
  return db
    .select({ id: producers.id, slug: producers.slug, vertical: verticals.slug, aluno: users.id })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .leftJoin(users, and(eq(users.producer_id, producers.id), eq(users.email, learnerEmail)))
    .orderBy(producers.slug);
}

/**
 * The flashcards of every producer from its vertical's demo deck (after the courses and the question bank):
 * subjects resolved in the producer's type-7 tree, cards appended to their lesson tracks, the tracks' own cards
 * given their subject; then aluno@'s 60 days of reviews and a few missed questions for the error notebook.
 */
export function createFlashcardSeeder(deckOf: (vertical: string) => DemoDeck | undefined): Seeder {
  return async (db, { storage }) => {
    const now = new Date();
    const seeded = [];
    const cards: NewCardRow[] = [];
    const trackSubjects: { trackId: number; categoryId: number }[] = [];
    const images = new Set<DemoCardImage>();
    for (const producer of await deckProducers(db)) {
      const deck = deckOf(producer.vertical);
      if (!deck || deck.cards.length === 0) continue;
      const subjects = await resolveSubjects(db, producer.id, [
        ...deck.cards.map((card) => card.subject),
        ...Object.values(deck.trackSubjects),
      ]);
      const rows = deckRows(deck, producer, await producerTracks(db, producer.id), subjects);
      cards.push(...rows.cards);
      for (const card of deck.cards) if (card.image) images.add(card.image);
      trackSubjects.push(...rows.trackSubjects);
      seeded.push(producer);
    }
    await setTrackSubjects(db, trackSubjects);
    await putDemoCardImages(storage, images);
    const ids = await reserveIds(db, 'flashcards_id_seq', cards.length);
    await insertChunks(
      cards.map((card, index) => ({ ...card, id: ids[index] })),
      (chunk) => db.insert(flashcards).values(chunk),
    );
    const learners = seeded.flatMap((producer) =>
      producer.aluno
        ? [
            {
              learner: { userId: producer.aluno, producerId: producer.id, name: `${producer.slug}/${learnerEmail}` },
              random: seededRandom(seedOf(`flashcards/${producer.slug}`)),
            },
          ]
        : [],
    );
    await insertReviewHistories(db, learners, now);
    for (const { learner, random } of learners) await insertMissedQuestions(db, learner, now, random);
  };
}

/** The demo flashcards of issue 14, one deck per vertical. */
export const seedFlashcards: Seeder = createFlashcardSeeder(demoDeck);
