import type { Database } from '../../../db/database.ts';
import { questionSources, type QuestionSource } from './index-sources.repository.ts';
import { sourceParts, type PassageDraft } from './passage-draft.ts';
import { htmlToText } from './plain-text.ts';
import { cutIntoPassages } from './text-cutting.ts';

/** "Questão 123 · ENARE 2024": the institution (or the exam when none) and the year, when the bank has them. */
export function questionTitle(question: Pick<QuestionSource, 'id' | 'institution' | 'exam' | 'year'>): string {
  const source = [question.institution ?? question.exam, question.year].filter((part) => part !== null && part !== '');
  return source.length > 0 ? `Questão ${question.id} · ${source.join(' ')}` : `Questão ${question.id}`;
}

/** The statement and the lettered alternatives, then the answer key with the explanation and each letter's. */
export function questionText(question: QuestionSource): string {
  const alternatives = question.alternatives.map(
    (alternative) => `${alternative.letter}) ${htmlToText(alternative.text)}`,
  );
  const explanations = question.alternatives
    .filter((alternative) => alternative.explanation.trim() !== '')
    .map((alternative) => `${alternative.letter}) ${htmlToText(alternative.explanation)}`);
  return [
    htmlToText(question.statement),
    alternatives.join('\n'),
    `Resposta correta: ${question.correct_letter}. ${htmlToText(question.explanation)}`.trim(),
    explanations.join('\n'),
  ]
    .filter((section) => section !== '')
    .join('\n\n');
}

export function questionPassages(producerId: string, question: QuestionSource): PassageDraft[] {
  const base = {
    producer_id: producerId,
    kind: 'question' as const,
    source_id: question.id,
    course_id: null,
    module_id: null,
    lesson_id: null,
    title: questionTitle(question),
    product_codes: [],
    area: 'questions' as const,
  };
  return sourceParts(
    base,
    cutIntoPassages(questionText(question)).map((body) => ({ body })),
  );
}

export async function collectQuestions(db: Database, producerId: string): Promise<PassageDraft[]> {
  return (await questionSources(db, producerId)).flatMap((question) => questionPassages(producerId, question));
}
