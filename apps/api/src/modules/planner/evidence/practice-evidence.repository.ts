import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { dayStartSql, type EvidenceScope, tickPending } from './evidence-scope.repository.ts';

/*
 * Question sessions and reviews: one statement per kind. A day's work counts toward the activities of that day;
 * the n-th answer or review of the day is when the activity was done.
 */

const dayStart = dayStartSql(sql`a.date`);
const dayEnd = dayStartSql(sql`a.date + 1`);

/** The activity's practice session (once started) has every question answered: when the last one was. */
const sessionAnswered = (scope: EvidenceScope) => sql`(select
    case when count(distinct qa.question_id) >= cardinality(ps.question_ids) then max(qa.answered_at) end
  from practice_sessions ps
  join question_answers qa on qa.practice_session_id = ps.id and qa.user_id = ${scope.userId}
    and qa.question_id = any(ps.question_ids)
  where ps.id = a.practice_session_id and ps.user_id = ${scope.userId}
  group by ps.id)`;

/** A question of the activity's subject (any, when the activity is mixed): its category path holds the subject. */
const inSubject = sql`(jsonb_typeof(a.target->'subject') is distinct from 'object' or exists (
  select 1 from question_category_links l join question_categories c on c.id = l.category_id
  where l.question_id = qa.question_id and (a.target->'subject'->>'id')::int = any(c.path)))`;

/** The `count`-th answer of the subject on the activity's day, in any mode. */
const dayAnswered = (scope: EvidenceScope) => sql`(select x.answered_at from (
    select qa.answered_at, row_number() over (order by qa.answered_at, qa.id) as n from question_answers qa
    where qa.user_id = ${scope.userId} and qa.producer_id = ${scope.producerId}
      and qa.answered_at >= ${dayStart} and qa.answered_at < ${dayEnd} and ${inSubject}) x
  where x.n = greatest((a.target->>'count')::int, 1))`;

/** Question sessions, reviews and simulados livres: the session finished, or the day's answers reached the count. */
export async function tickAnsweredQuestions(db: Database, scope: EvidenceScope): Promise<void> {
  const doneAt = sql`least(${sessionAnswered(scope)}, ${dayAnswered(scope)})`;
  await db.execute(tickPending(scope, 'questions', doneAt));
}

/** Items of the activity's kind: cards (flashcards) or missed questions and case options (errors). */
const ofKind = (item: SQL) =>
  sql`(case when (a.target->>'errors_only')::boolean then ${item}.flashcard_id is null
    else ${item}.flashcard_id is not null end)`;

/** Reviews of the activity's kind on its day (undone ones not counted), numbered by time. */
const dayReviews = (scope: EvidenceScope) => sql`select r.reviewed_at,
    row_number() over (order by r.reviewed_at, r.id) as n
  from memory_reviews r join memory_items m on m.id = r.item_id
  where r.user_id = ${scope.userId} and r.producer_id = ${scope.producerId} and r.undone_at is null
    and r.reviewed_at >= ${dayStart} and r.reviewed_at < ${dayEnd} and ${ofKind(sql`m`)}`;

/** Today, nothing of the kind is due before the day ends: the latest review of the day, or now. */
const nothingDueToday = (scope: EvidenceScope) => sql`(case when a.date = ${scope.today}::date and not exists (
    select 1 from memory_items m where m.user_id = ${scope.userId} and m.producer_id = ${scope.producerId}
      and m.removed_at is null and m.resolved_at is null and m.due < ${dayEnd} and ${ofKind(sql`m`)})
  then coalesce((select max(x.reviewed_at) from (${dayReviews(scope)}) x), ${scope.now.toISOString()}::timestamptz)
  end)`;

/** Flashcard and error-notebook reviews: the day's `reviews` made, or nothing left due today. */
export async function tickDoneReviews(db: Database, scope: EvidenceScope): Promise<void> {
  const reached = sql`(select x.reviewed_at from (${dayReviews(scope)}) x
    where x.n = greatest((a.target->>'reviews')::int, 1))`;
  await db.execute(tickPending(scope, 'reviews', sql`least(${reached}, ${nothingDueToday(scope)})`));
}
