import type { AssistantSourceKind } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { collectCases } from './collect-cases.ts';
import { collectFlashcards } from './collect-flashcards.ts';
import { collectHandouts, type HandoutReader } from './collect-handouts.ts';
import { collectLessons } from './collect-lessons.ts';
import { collectQuestions } from './collect-questions.ts';
import type { PassageDraft } from './passage-draft.ts';

export interface CollectedMaterial {
  passages: PassageDraft[];
  /** Sources that could not be read this time: their stored passages stay as they are. */
  keep: { kind: AssistantSourceKind; source_id: number }[];
}

/** Every passage of one producer's material: lessons, handouts, published questions and cases, flashcards. */
export async function collectMaterial(
  db: Database,
  producerId: string,
  readHandout: HandoutReader,
): Promise<CollectedMaterial> {
  const lessons = await collectLessons(db, producerId);
  const handouts = await collectHandouts(db, producerId, readHandout);
  const questions = await collectQuestions(db, producerId);
  const cases = await collectCases(db, producerId);
  const flashcards = await collectFlashcards(db, producerId);
  return {
    passages: [...lessons, ...handouts.passages, ...questions, ...cases, ...flashcards],
    keep: handouts.unreadable.map((source_id) => ({ kind: 'handout' as const, source_id })),
  };
}
