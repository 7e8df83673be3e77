import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import { flashcardTracks, lessons, type flashcards } from '../../schema/index.ts';
import { subjectKey } from '../questions/question-bank-writer.ts';
import { demoCardImageKey } from './demo-card-images.ts';
import type { DemoDeck } from './demo-flashcard-types.ts';

/** A lesson's flashcard track, named as the demo content names it (its titulo, else its lesson's title). */
interface NamedTrack {
  id: number;
  lessonId: number;
  name: string;
  /** Its own cards' last position (−1: none). */
  lastPosition: number;
  ownCards: number;
}

export async function producerTracks(db: Database, producerId: string): Promise<NamedTrack[]> {
  const rows = await db
    .select({
      id: flashcardTracks.id,
      lessonId: flashcardTracks.lesson_id,
      name: sql<string>`coalesce(${flashcardTracks.titulo}, ${lessons.title})`,
      lastPosition: sql<number>`coalesce((select max(f.position) from flashcards f where f.track_id = ${flashcardTracks.id}), -1)::int`,
      ownCards: sql<number>`(select count(*) from flashcards f where f.track_id = ${flashcardTracks.id})::int`,
    })
    .from(flashcardTracks)
    .innerJoin(lessons, eq(lessons.id, flashcardTracks.lesson_id))
    .where(eq(flashcardTracks.producer_id, producerId))
    .orderBy(flashcardTracks.id);
  return rows.map((row) => ({ ...row, lastPosition: Number(row.lastPosition), ownCards: Number(row.ownCards) }));
}

export type NewCardRow = typeof flashcards.$inferInsert;

function trackByName(tracks: readonly NamedTrack[], name: string, producerSlug: string): NamedTrack {
  const track = tracks.find((candidate) => candidate.name === name);
  if (!track) throw new Error(`flashcards seed: no lesson flashcard track "${name}" in ${producerSlug}`);
  return track;
}

/**
 * The deck's cards as rows of one producer (subjects resolved, track cards after the track's own ones, with the
 * track's lesson), and each track's subject for its own cards. Throws on a track the courses do not have, and on
 * a track with cards of its own but no subject.
 */
export function deckRows(
  deck: DemoDeck,
  producer: { id: string; slug: string },
  tracks: readonly NamedTrack[],
  subjects: ReadonlyMap<string, number>,
): { cards: NewCardRow[]; trackSubjects: { trackId: number; categoryId: number }[] } {
  const categoryOf = (path: readonly string[]) => {
    const id = subjects.get(subjectKey(path));
    if (id === undefined) throw new Error(`flashcards seed: subject "${path.join(' › ')}" did not resolve`);
    return id;
  };
  const nextPosition = new Map(tracks.map((track) => [track.id, track.lastPosition + 1]));
  const cards = deck.cards.map((card, index): NewCardRow => {
    const track = card.track === undefined ? undefined : trackByName(tracks, card.track, producer.slug);
    const position = track ? (nextPosition.get(track.id) ?? 0) : index;
    if (track) nextPosition.set(track.id, position + 1);
    return {
      producer_id: producer.id,
      kind: card.kind ?? 'basic',
      frente: card.frente,
      verso: card.verso,
      category_id: categoryOf(card.subject),
      track_id: track?.id ?? null,
      lesson_id: track?.lessonId ?? null,
      position,
      image_key: card.image ? demoCardImageKey(card.image) : null,
    };
  });
  for (const name of Object.keys(deck.trackSubjects)) trackByName(tracks, name, producer.slug);
  const trackSubjects = tracks
    .filter((track) => track.ownCards > 0)
    .map((track) => {
      const path = deck.trackSubjects[track.name];
      if (!path) throw new Error(`flashcards seed: no subject for the track "${track.name}" of ${producer.slug}`);
      return { trackId: track.id, categoryId: categoryOf(path) };
    });
  return { cards, trackSubjects };
}

/**
 * Gives the tracks' own cards (written by the courses seed, as writeCourse writes them: no subject, no lesson)
 * their subject and their track's lesson, in one statement.
 */
export async function setTrackSubjects(
  db: Database,
  rows: readonly { trackId: number; categoryId: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.trackId}::int, ${row.categoryId}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update flashcards f set category_id = v.category_id, lesson_id = t.lesson_id
        from (values ${values}) as v(track_id, category_id) join flashcard_tracks t on t.id = v.track_id
        where f.track_id = v.track_id and f.category_id is null`,
  );
}
