import { asc, eq, sql } from 'drizzle-orm';
import { createEmptyCard, fsrs, type Card, type Grade } from 'ts-fsrs';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';
import { flashcards, memoryReviews, producers, users, verticals, type MemoryItemRow } from '../../schema/index.ts';
import { demoCatalog } from '../courses/demo-catalogs.ts';

export interface SeededProducer {
  id: string;
  slug: string;
  vertical: string;
  aluno: string;
  novo: string;
}

export async function seededProducers(db: Database): Promise<SeededProducer[]> {
  const rows = await db
    .select({ id: producers.id, slug: producers.slug, vertical: verticals.slug })
    .from(producers)
    .innerJoin(verticals, eq(producers.vertical_id, verticals.id))
    .orderBy(producers.slug);
  const accounts = await db.select({ id: users.id, email: users.email, producer: users.producer_id }).from(users);
  const account = (producer: string, email: string) =>
    accounts.find((row) => row.producer === producer && row.email === email)?.id ?? '';
  return rows.map((row) => ({
    ...row,
    aluno: account(row.id, 'aluno@medmember.dev'),
    novo: account(row.id, 'novo@medmember.dev'),
  }));
}

/** The producer's cards in id order, with their subject's names from the root. */
export function cardsWithSubjects(db: Database, producerId: string) {
  return rawRows<{
    id: number;
    kind: string;
    frente: string;
    track_id: number | null;
    lesson_id: number | null;
    track_lesson: number | null;
    position: number;
    subject: string[] | null;
  }>(
    db,
    sql`select f.id, f.kind, f.frente, f.track_id, f.lesson_id, t.lesson_id as track_lesson, f.position,
          (select array_agg(c2."desc" order by p.n) from question_categories c
             cross join unnest(c.path) with ordinality as p(id, n) join question_categories c2 on c2.id = p.id
           where c.id = f.category_id and c.type = 7) as subject
        from ${flashcards} f left join flashcard_tracks t on t.id = f.track_id
        where f.producer_id = ${producerId} order by f.id`,
  );
}

/** The item as ts-fsrs (defaults, retention 0.9, no fuzz) leaves it after the item's reviews, replayed. */
export async function replayItem(db: Database, item: MemoryItemRow): Promise<Card | null> {
  const reviews = await db
    .select()
    .from(memoryReviews)
    .where(eq(memoryReviews.item_id, item.id))
    .orderBy(asc(memoryReviews.reviewed_at));
  const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: false });
  let card: Card | null = null;
  for (const review of reviews)
    card = scheduler.next(card ?? createEmptyCard(review.reviewed_at), review.reviewed_at, review.rating as Grade).card;
  return card;
}

/** The names the demo content gives the vertical's lesson tracks (titulo, else the lesson's title). */
export function trackNames(vertical: string): string[] {
  return (demoCatalog(vertical)?.courses ?? []).flatMap((course) =>
    course.modules.flatMap((module) =>
      module.lessons.flatMap((lesson) => (lesson.flashcardTracks ?? []).map((track) => track.titulo ?? lesson.title)),
    ),
  );
}

/** A category's names from the root. */
export async function subjectNames(db: Database, categoryId: number): Promise<string[]> {
  const [row] = await rawRows<{ names: string[] }>(
    db,
    sql`select array_agg(c2."desc" order by p.n) as names from question_categories c
          cross join unnest(c.path) with ordinality as p(id, n) join question_categories c2 on c2.id = p.id
        where c.id = ${categoryId}`,
  );
  return row?.names ?? [];
}
