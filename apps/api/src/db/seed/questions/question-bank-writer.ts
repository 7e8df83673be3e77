import { sql } from 'drizzle-orm';
import type { Database } from '../../database.ts';
import {
  questionCategories,
  questionCategoryLinks,
  questions,
  questionTracks,
  type StoredAlternative,
} from '../../schema/index.ts';
import { rawRows } from '../../raw-rows.ts';
import { inChunks, insertChunks } from '../courses/insert-in-chunks.ts';

/** Category types of the bank's trees (contract: 7 subjects, 1 institution, 2 year, 3 exam board). */
const SUBJECT = 7;
const INSTITUTION = 1;
const YEAR = 2;
const BOARD = 3;

const letters = ['A', 'B', 'C', 'D', 'E'] as const;
type Letter = (typeof letters)[number];

export interface BankQuestionInput {
  /** Subject path (type 7), root first. */
  subject: readonly string[];
  statement: string;
  alternatives: readonly { text: string; explanation: string }[];
  correct: Letter;
  explanation: string;
  source: { institution: string; exam: string; year: number; board: string };
  status?: 'published' | 'draft' | 'annulled';
}

export interface BankTrackInput {
  title: string;
  description: string;
  /** Indexes into the bank's questions, in track order. */
  questionIndexes: readonly number[];
}

export interface WrittenBank {
  /** Question ids in input order. */
  questionIds: number[];
  /** Category ids by key: `7:Área/Especialidade/Tema`, `1:USP-SP`, `2:2024`, `3:FUVEST`. */
  categoryIds: Map<string, number>;
  trackIds: number[];
}

interface CategoryDraft {
  key: string;
  type: number;
  desc: string;
  parentKey: string | null;
  position: number;
}

/** A subject node's key in WrittenBank.categoryIds (and in the drafts): `7:Área/Especialidade/Tema`. */
export const subjectKey = (path: readonly string[]) => `${SUBJECT}:${path.join('/')}`;

/**
 * The subject nodes (type 7) of `paths`, each prefix a node, parents first, skipping the keys in `known`
 * (nodes written before); positions count on from `firstPosition`. Also used by the flashcards seed.
 */
export function subjectDrafts(
  paths: readonly (readonly string[])[],
  known: ReadonlySet<string> = new Set(),
  firstPosition = 0,
): CategoryDraft[] {
  const drafts = new Map<string, CategoryDraft>();
  for (const path of paths) {
    path.forEach((name, depth) => {
      const key = subjectKey(path.slice(0, depth + 1));
      if (known.has(key) || drafts.has(key)) return;
      const parentKey = depth === 0 ? null : subjectKey(path.slice(0, depth));
      drafts.set(key, { key, type: SUBJECT, desc: name, parentKey, position: firstPosition + drafts.size });
    });
  }
  return [...drafts.values()];
}

/** Every node the questions need: subject paths (each prefix a node) and one-level institution, year, board. */
function categoryDrafts(input: readonly BankQuestionInput[]): CategoryDraft[] {
  const drafts = new Map<string, CategoryDraft>();
  const add = (key: string, type: number, desc: string, parentKey: string | null) => {
    if (!drafts.has(key)) drafts.set(key, { key, type, desc, parentKey, position: drafts.size });
  };
  for (const draft of subjectDrafts(input.map((question) => question.subject)))
    add(draft.key, draft.type, draft.desc, draft.parentKey);
  const one = (type: number, values: string[]) => values.forEach((value) => add(`${type}:${value}`, type, value, null));
  one(
    INSTITUTION,
    [...new Set(input.map((q) => q.source.institution))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
  );
  one(
    YEAR,
    [...new Set(input.map((q) => String(q.source.year)))].sort((a, b) => b.localeCompare(a)),
  );
  one(
    BOARD,
    [...new Set(input.map((q) => q.source.board))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
  );
  return [...drafts.values()];
}

/** Ids taken from the tables' sequences up front, so paths and links are written in one pass (also the flashcards seed). */
export async function reserveIds(db: Database, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await rawRows<{ id: number }>(
    db,
    sql`select nextval(${sequence})::int as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Writes the drafted categories with their ids and paths in one pass; a parent may also be a node written
 * before (`known`: key → id and path). Returns the ids by key of the drafts.
 */
export async function writeCategories(
  db: Database,
  producerId: string,
  drafts: CategoryDraft[],
  known: ReadonlyMap<string, { id: number; path: readonly number[] }> = new Map(),
): Promise<Map<string, number>> {
  const ids = await reserveIds(db, 'question_categories_id_seq', drafts.length);
  const idOf = new Map(drafts.map((draft, index) => [draft.key, ids[index] as number]));
  const pathOf = new Map<string, readonly number[]>([...known].map(([key, node]) => [key, node.path]));
  const rows = drafts.map((draft) => {
    const id = idOf.get(draft.key) as number;
    const parentId = draft.parentKey ? (idOf.get(draft.parentKey) ?? (known.get(draft.parentKey)?.id as number)) : null;
    const path = [...(draft.parentKey ? (pathOf.get(draft.parentKey) ?? []) : []), id];
    pathOf.set(draft.key, path);
    return {
      id,
      producer_id: producerId,
      type: draft.type,
      parent_id: parentId,
      desc: draft.desc,
      position: draft.position,
      path,
    };
  });
  // Parents come before children in `drafts`, so each chunk's parents already exist.
  await insertChunks(rows, (chunk) => db.insert(questionCategories).values(chunk));
  return idOf;
}

function storedAlternatives(question: BankQuestionInput): StoredAlternative[] {
  return question.alternatives.map((alternative, index) => ({
    letter: letters[index] as Letter,
    text: alternative.text,
    explanation: alternative.explanation,
  }));
}

/**
 * Writes a producer's question bank: category trees, questions, their category links, and tracks.
 * Used by the demo seed and by tests (which build small banks of their own).
 */
export async function writeQuestionBank(
  db: Database,
  producerId: string,
  input: readonly BankQuestionInput[],
  tracks: readonly BankTrackInput[] = [],
): Promise<WrittenBank> {
  const categoryIds = await writeCategories(db, producerId, categoryDrafts(input));
  const questionIds = await inChunks([...input], (chunk) =>
    db
      .insert(questions)
      .values(
        chunk.map((question) => ({
          producer_id: producerId,
          statement: question.statement,
          alternatives: storedAlternatives(question),
          correct_letter: question.correct,
          explanation: question.explanation,
          institution: question.source.institution,
          exam: question.source.exam,
          year: question.source.year,
          status: question.status ?? 'published',
        })),
      )
      .returning({ id: questions.id }),
  ).then((rows) => rows.map((row) => row.id));
  const links = input.flatMap((question, index) => {
    const questionId = questionIds[index] as number;
    const keys = [
      `${SUBJECT}:${question.subject.join('/')}`,
      `${INSTITUTION}:${question.source.institution}`,
      `${YEAR}:${question.source.year}`,
      `${BOARD}:${question.source.board}`,
    ];
    return keys.map((key) => ({ question_id: questionId, category_id: categoryIds.get(key) as number }));
  });
  await insertChunks(links, (chunk) => db.insert(questionCategoryLinks).values(chunk));
  const trackRows = tracks.map((track, position) => ({
    producer_id: producerId,
    title: track.title,
    description: track.description,
    position,
    question_ids: track.questionIndexes.map((index) => questionIds[index] as number),
  }));
  const trackIds = trackRows.length
    ? (await db.insert(questionTracks).values(trackRows).returning({ id: questionTracks.id })).map((row) => row.id)
    : [];
  return { questionIds, categoryIds, trackIds };
}
