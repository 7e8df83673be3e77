import { sql } from 'drizzle-orm';
import { studyDayStart } from '../../../modules/flashcards/study-day.ts';
import type { Database } from '../../database.ts';
import { rawRows } from '../../raw-rows.ts';
import { memoryItems } from '../../schema/index.ts';
import { chosenLetter } from '../questions/demo-attempts.ts';
import { insertHistory, type SeededQuestion } from '../questions/demo-history.ts';
import type { MemoryLearner } from './history-writer.ts';

const hourMs = 3_600_000;

interface Candidate {
  id: number;
  correct_letter: SeededQuestion['correct'];
  alternatives: number;
  category_id: number | null;
}

/** Published questions the learner never answered and no simulado holds, with their deepest subject. */
function candidates(db: Database, learner: MemoryLearner): Promise<Candidate[]> {
  return rawRows<Candidate>(
    db,
    sql`select q.id, q.correct_letter, jsonb_array_length(q.alternatives)::int as alternatives,
          (select c.id from question_category_links l join question_categories c on c.id = l.category_id
            where l.question_id = q.id and c.type = 7 order by cardinality(c.path) desc, c.id limit 1) as category_id
        from questions q
        where q.producer_id = ${learner.producerId} and q.status = 'published'
          and not exists (select 1 from question_answers a where a.user_id = ${learner.userId} and a.question_id = q.id)
          and not exists (select 1 from simulados s where s.producer_id = q.producer_id and q.id = any(s.question_ids))
        order by q.id desc limit 40`,
  );
}

/**
 * 5–8 questions the learner answered wrong in free practice one to three days ago (the answers, their effects,
 * and the error notebook's items: FSRS-new, due at the start of the study day after the miss, so today or before).
 */
export async function insertMissedQuestions(
  db: Database,
  learner: MemoryLearner,
  now: Date,
  random: () => number,
): Promise<void> {
  const pool = await candidates(db, learner);
  const count = Math.min(pool.length, 5 + Math.floor(random() * 4));
  const missed = Array.from({ length: count }, (_, index) => {
    const question = pool[Math.floor((index * pool.length) / count)] as Candidate;
    const daysAgo = 1 + (index % 3);
    const at = new Date(studyDayStart(now, -daysAgo).getTime() + (9 + index) * hourMs + Math.floor(random() * hourMs));
    return { question, at };
  });
  const seeded = (question: Candidate): SeededQuestion => ({
    id: question.id,
    correct: question.correct_letter,
    alternatives: question.alternatives,
    annulled: false,
  });
  await insertHistory(
    db,
    learner.userId,
    learner.producerId,
    missed.map(({ question, at }) => ({
      question: seeded(question),
      alternative: chosenLetter(seeded(question), 0, random),
      at,
      mode: 'practice' as const,
    })),
  );
  if (missed.length === 0) return;
  const rows = missed.map(({ question, at }) => ({
    producer_id: learner.producerId,
    user_id: learner.userId,
    question_id: question.id,
    category_id: question.category_id,
    due: studyDayStart(at, 1),
    missed_in: 'practice' as const,
    missed_at: at,
    created_at: at,
  }));
  // The answers' own effects may have put them in the memory already: the same row then.
  await db
    .insert(memoryItems)
    .values(rows)
    .onConflictDoUpdate({
      target: [memoryItems.user_id, memoryItems.question_id],
      targetWhere: sql`${memoryItems.question_id} is not null`,
      set: {
        missed_in: sql`excluded.missed_in`,
        missed_at: sql`excluded.missed_at`,
        due: sql`least(${memoryItems.due}, excluded.due)`,
        category_id: sql`excluded.category_id`,
        removed_at: null,
        resolved_at: null,
      },
    });
}
