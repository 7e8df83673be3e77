import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { rawRows } from '../../../db/raw-rows.ts';
import type { Learner } from '../../../plugins/learner.ts';

const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * A card the learner may study (the study queue's rule, study/queue.repository.ts): no lesson, or a lesson that
 * is a free preview or whose course one of the learner's live products opens. The open lessons are read once
 * (an init plan): an `exists` per card made PostgreSQL cost a 50,000-card scan in the millions and JIT-compile it.
 */
function cardOpen(card: SQL, producerId: string, codes: readonly string[]): SQL {
  return sql`(${card}.lesson_id is null or ${card}.lesson_id = any(array(select l.id from lessons l
    join courses c on c.id = l.course_id
    where c.producer_id = ${producerId} and (l.free_preview or c.product_codes && ${textArray(codes)}))))`;
}

/** A group of cards by where the learner stands (see decksResponseSchema's deck counts). */
export interface CardCountRow {
  category_id: number | null;
  track_id: number | null;
  total: number;
  new: number;
  learning: number;
  due: number;
  learned: number;
}

/**
 * The producer's cards the learner may study, counted per (subject, track): never reviewed (a card whose only
 * review was undone is back in state 0, new again, as the study queue serves it), in (re)learning,
 * in Review and due before `horizon`, in Review and due later.
 */
export async function selectCardCounts(
  db: Database,
  learner: Learner,
  productCodes: readonly string[],
  horizon: Date,
): Promise<CardCountRow[]> {
  const until = sql`${horizon.toISOString()}::timestamptz`;
  // A note's cards: basic 1, reversible 2, cloze one per deletion number (c1 … c99), as cardOrds counts them.
  const rows = await rawRows<CardCountRow>(
    db,
    sql`with seen as (
          select m.flashcard_id, count(*) filter (where m.state <> 0) as seen,
            count(*) filter (where m.state in (1, 3)) as learning,
            count(*) filter (where m.state = 2 and m.due < ${until}) as due,
            count(*) filter (where m.state = 2 and m.due >= ${until}) as learned
          from memory_items m where m.user_id = ${learner.userId} and m.flashcard_id is not null
          group by m.flashcard_id),
        clozes as (
          select f.id, count(distinct x[1]) as cards
          from flashcards f cross join regexp_matches(f.frente, '\\{\\{c([1-9][0-9]?)::', 'g') x
          where f.producer_id = ${learner.producerId} and f.kind = 'cloze' group by f.id),
        notes as (
          select f.category_id, f.track_id, s.seen, s.learning, s.due, s.learned,
            case f.kind when 'basic' then 1 when 'reversible' then 2 else coalesce(c.cards, 0) end as cards
          from flashcards f left join clozes c on c.id = f.id left join seen s on s.flashcard_id = f.id
          where f.producer_id = ${learner.producerId} and ${cardOpen(sql`f`, learner.producerId, productCodes)})
        select category_id, track_id, sum(cards)::int as total, sum(greatest(0, cards - coalesce(seen, 0)))::int as new,
          coalesce(sum(learning), 0)::int as learning, coalesce(sum(due), 0)::int as due,
          coalesce(sum(learned), 0)::int as learned
        from notes group by category_id, track_id`,
  );
  return rows.map((row) => ({
    category_id: row.category_id === null ? null : Number(row.category_id),
    track_id: row.track_id === null ? null : Number(row.track_id),
    total: Number(row.total),
    new: Number(row.new),
    learning: Number(row.learning),
    due: Number(row.due),
    learned: Number(row.learned),
  }));
}

export interface TrackRow {
  id: number;
  titulo: string | null;
  lesson_id: number;
  lesson_title: string;
  module_id: number;
  course_id: string;
  course_kind: 'courses' | 'movie' | 'tv';
  course_name: string;
  /** The learner's status text (spec §4), null before they open it. */
  status: string | null;
  notes: number;
  answered: number;
}

/**
 * The producer's lesson flashcard tracks the learner can open (a free-preview lesson, or a course one of their
 * live products opens), in course, module, lesson and track order, with the learner's status text and how many
 * of the track's notes they answered (flashcard_answers, as the lesson page counts them).
 */
export async function selectOpenTracks(
  db: Database,
  learner: Learner,
  productCodes: readonly string[],
): Promise<TrackRow[]> {
  const rows = await rawRows<TrackRow>(
    db,
    sql`select ft.id, ft.titulo, l.id as lesson_id, l.title as lesson_title, l.module_id, c.id as course_id,
          c.kind as course_kind, c.name as course_name, p.status,
          (select count(*) from flashcards f where f.track_id = ft.id)::int as notes,
          (select count(*) from flashcards f join flashcard_answers a on a.flashcard_id = f.id
            where f.track_id = ft.id and a.user_id = ${learner.userId})::int as answered
        from flashcard_tracks ft
        join lessons l on l.id = ft.lesson_id
        join course_modules cm on cm.id = l.module_id
        join courses c on c.id = l.course_id
        left join flashcard_track_progress p on p.track_id = ft.id and p.user_id = ${learner.userId}
        where ft.producer_id = ${learner.producerId} and c.producer_id = ${learner.producerId}
          and (l.free_preview or c.product_codes && ${textArray(productCodes)})
        order by c.position, c.name, cm.position, l.position, ft.position, ft.id`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    lesson_id: Number(row.lesson_id),
    module_id: Number(row.module_id),
    notes: Number(row.notes),
    answered: Number(row.answered),
  }));
}

/** The learner's daily limits and days off (no settings row: memory_settings' defaults). */
export async function selectDailyLimits(
  db: Database,
  userId: string,
): Promise<{ new_per_day: number; max_reviews_per_day: number; days_off: number[] }> {
  const [row] = await rawRows<{ new_per_day: number; max_reviews_per_day: number; days_off: number[] }>(
    db,
    sql`select new_per_day, max_reviews_per_day, days_off from memory_settings where user_id = ${userId}`,
  );
  return row
    ? { new_per_day: row.new_per_day, max_reviews_per_day: row.max_reviews_per_day, days_off: row.days_off.map(Number) }
    : { new_per_day: 20, max_reviews_per_day: 200, days_off: [] };
}

export interface DueWindow {
  productCodes: readonly string[];
  /** Due before this: the start of tomorrow. */
  horizon: Date;
  /** (Re)learning steps due up to this (now + the learn-ahead). */
  learnAhead: Date;
  dayStart: Date;
}

/**
 * Today's due items (as the study queue counts them: cards in (re)learning due within the learn-ahead, cards in
 * Review due today, missed questions due today) and today's reviews (all, and new cards' first ones).
 */
export async function selectTodayRows(
  db: Database,
  learner: Learner,
  window: DueWindow,
): Promise<{ learning: number; review: number; errors: number; reviewed: number; new_cards: number }> {
  const horizon = sql`${window.horizon.toISOString()}::timestamptz`;
  const [row] = await rawRows<Record<'learning' | 'review' | 'errors' | 'reviewed' | 'new_cards', number>>(
    db,
    sql`select
          count(*) filter (where m.question_id is null and m.state in (1, 3))::int as learning,
          count(*) filter (where m.question_id is null and m.state = 2)::int as review,
          count(*) filter (where m.question_id is not null)::int as errors,
          (select count(*) from memory_reviews r where r.user_id = ${learner.userId} and r.undone_at is null
            and r.reviewed_at >= ${window.dayStart.toISOString()}::timestamptz and r.reviewed_at < ${horizon})::int as reviewed,
          (select count(*) from memory_reviews r join memory_items i on i.id = r.item_id
            where r.user_id = ${learner.userId} and r.undone_at is null and r.state_before = 0 and i.flashcard_id is not null
            and r.reviewed_at >= ${window.dayStart.toISOString()}::timestamptz and r.reviewed_at < ${horizon})::int as new_cards
        from memory_items m
        where m.user_id = ${learner.userId} and m.producer_id = ${learner.producerId}
          and m.removed_at is null and m.resolved_at is null and m.due < ${horizon}
          and (m.state in (0, 2) or m.due <= ${window.learnAhead.toISOString()}::timestamptz)
          and (m.question_id is not null or exists (select 1 from flashcards f where f.id = m.flashcard_id
            and ${cardOpen(sql`f`, learner.producerId, window.productCodes)}))`,
  );
  return {
    learning: Number(row?.learning ?? 0),
    review: Number(row?.review ?? 0),
    errors: Number(row?.errors ?? 0),
    reviewed: Number(row?.reviewed ?? 0),
    new_cards: Number(row?.new_cards ?? 0),
  };
}
