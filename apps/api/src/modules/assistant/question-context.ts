import type { AssistantContext, AssistantSourceKind } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { contextNotFoundError } from './assistant.errors.ts';
import type { PassageScope, QuestionContext } from './assistant-types.ts';
import { findCase, findFlashcard, findLesson, findQuestion } from './context.repository.ts';
import { clozeToText, htmlToText } from './index/plain-text.ts';

const opensProducts = (scope: PassageScope, codes: readonly string[] | null) =>
  codes === null || codes.length === 0 || codes.some((code) => scope.openProductCodes.includes(code));

function context(input: AssistantContext, kind: AssistantSourceKind, title: string, text: string): QuestionContext {
  return { kind: input.kind, id: input.id, title, text, boost: { kind, source_id: input.id } };
}

async function lessonContext(db: Database, scope: PassageScope, input: AssistantContext) {
  const lesson = await findLesson(db, scope.producerId, input.id);
  if (!lesson || !(lesson.free_preview || opensProducts(scope, lesson.product_codes))) return null;
  return context(input, 'lesson', lesson.title, `Aula "${lesson.title}", do curso "${lesson.course_name}".`);
}

async function questionContext(db: Database, scope: PassageScope, input: AssistantContext) {
  if (!scope.openAreas.includes('questions')) return null;
  const question = await findQuestion(db, scope.producerId, input.id);
  if (!question) return null;
  const alternatives = question.alternatives.map(
    (alternative) => `${alternative.letter}) ${htmlToText(alternative.text)}`,
  );
  const chosen = input.letter ? [`Alternativa escolhida pelo aluno: ${input.letter}.`] : [];
  const text = [`Questão: ${htmlToText(question.statement)}`, ...alternatives, ...chosen].join('\n');
  return {
    ...context(input, 'question', `Questão ${input.id}`, text),
    ...(input.letter ? { letter: input.letter } : {}),
  };
}

async function caseContext(db: Database, scope: PassageScope, input: AssistantContext) {
  if (!scope.openAreas.includes('clinical_cases')) return null;
  const found = await findCase(db, scope.producerId, input.id);
  if (!found) return null;
  return context(input, 'case', found.title, `Caso clínico "${found.title}": ${htmlToText(found.summary)}`);
}

async function flashcardContext(db: Database, scope: PassageScope, input: AssistantContext) {
  if (!scope.openAreas.includes('flashcards')) return null;
  const card = await findFlashcard(db, scope.producerId, input.id);
  if (!card || !opensProducts(scope, card.product_codes)) return null;
  const text = `Flashcard. Frente: ${clozeToText(htmlToText(card.frente))}\nVerso: ${htmlToText(card.verso)}`;
  return context(input, 'flashcard', 'Flashcard', text);
}

const loaders = { lesson: lessonContext, question: questionContext, case: caseContext, flashcard: flashcardContext };

/**
 * What the question is about, read for the prompt and the retrieval's boost. Something of another producer, not
 * published, or that the learner may not open answers 404 `assistant.context_not_found`, like a missing one.
 */
export async function loadQuestionContext(
  db: Database,
  scope: PassageScope,
  input: AssistantContext | undefined,
): Promise<QuestionContext | null> {
  if (!input) return null;
  const found = await loaders[input.kind](db, scope, input);
  if (!found) throw contextNotFoundError();
  return found;
}
