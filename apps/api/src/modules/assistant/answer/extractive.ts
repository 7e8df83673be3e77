import type { Answerer, AnswerInput } from '../assistant-types.ts';
import { composeExtractiveAnswer } from './extractive-compose.ts';

/** The honest answer when nothing in the material covers the question (the web app and tests look for its words). */
export function notFoundAnswer(producerName: string): string {
  return `Não encontrei isso no material de ${producerName}. Tente reformular a pergunta ou procure o tema na busca.`;
}

/** A text in small deltas (a word and the space after it), so a composed answer streams the way a model's does. */
export function* wordDeltas(text: string): Generator<string> {
  for (const match of text.matchAll(/\s*\S+\s*/g)) yield match[0];
}

/**
 * The answerer that needs no model (issue 18): it composes the answer from the numbered passages' own sentences,
 * each with its citation mark, and streams it word by word. It stops when the learner leaves (the signal aborts).
 */
export const extractiveAnswerer: Answerer = {
  kind: 'extractive',
  async *stream(input: AnswerInput) {
    const text =
      input.passages.length === 0
        ? notFoundAnswer(input.producerName)
        : composeExtractiveAnswer(input.question, input.passages, input.context, input.producerName);
    for (const delta of wordDeltas(text)) {
      if (input.signal.aborted) return;
      yield delta;
    }
  },
};
