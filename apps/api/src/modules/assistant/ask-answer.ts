import { assistantMaxCitations, type AssistantAnswerFlag } from '@members/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { checkCitations } from './answer/citations.ts';
import { notFoundAnswer, wordDeltas } from './answer/extractive.ts';
import type { Answerer, AnswerInput, Embedder } from './assistant-types.ts';
import type { PreparedAsk } from './ask-prepare.ts';
import { citationOf } from './assistant-views.ts';
import { insertMessage, type MessageRow } from './conversations.repository.ts';
import { retrievePassages } from './retrieval/retrieve.ts';

/** The answerers and the embedder the app was configured with (`app.assistant`). */
export interface AssistantProviders {
  /** The configured chat-completions model, or null (the extractive answer then). */
  llm: Answerer | null;
  extractive: Answerer;
  embedder: Embedder | null;
}

export interface AnswerTarget {
  /** The answer's next words, as they are written. */
  delta(text: string): void;
  /** The learner left: stop writing (the answer so far is still kept). */
  signal: AbortSignal;
}

const notFoundMark = /n[ãa]o encontrei isso no material/i;

/** Runs an answerer into the target; the text written. A model that fails throws (the caller falls back). */
async function run(answerer: Answerer, input: AnswerInput, target: AnswerTarget): Promise<string> {
  let text = '';
  for await (const delta of answerer.stream(input)) {
    text += delta;
    target.delta(delta);
    if (target.signal.aborted) break;
  }
  return text;
}

/**
 * Answers a prepared question: retrieval over what the learner may read, then the model (or the extractive
 * composer), every citation checked against the passages given, the honest "não encontrei" when nothing relevant
 * was found. A model that fails or times out gives way to the extractive answer (flag `provider_fallback`); logs
 * carry no text of the question, the passages or the answer.
 */
export async function answerAsk(
  db: Database,
  providers: AssistantProviders,
  prepared: PreparedAsk,
  names: { assistantName: string; producerName: string },
  target: AnswerTarget,
  log: FastifyBaseLogger,
): Promise<MessageRow> {
  const { passages, relevant } = await retrievePassages(db, prepared.scope, {
    text: prepared.searchText,
    context: prepared.context,
    embedder: providers.embedder ?? undefined,
    k: assistantMaxCitations,
  });
  const flags: AssistantAnswerFlag[] = [];
  let answerer = providers.llm ?? providers.extractive;
  let text: string;
  if (!relevant || passages.length === 0) {
    answerer = providers.extractive;
    text = notFoundAnswer(names.producerName);
    for (const word of wordDeltas(text)) target.delta(word);
    flags.push('not_found');
  } else {
    const input: AnswerInput = {
      question: prepared.question.text,
      passages,
      context: prepared.context,
      ...names,
      signal: target.signal,
    };
    try {
      text = await run(answerer, input, target);
      if (text.trim() === '' && !target.signal.aborted) throw new Error('empty answer');
    } catch (error) {
      if (answerer === providers.extractive) throw error;
      log.warn({ reason: failureReason(error) }, 'assistant model failed: extractive answer given');
      answerer = providers.extractive;
      flags.push('provider_fallback');
      text = '';
      for await (const delta of providers.extractive.stream(input)) text += delta;
    }
  }
  const checked = checkCitations(text, passages.length);
  if (checked.removed > 0) flags.push('citations_removed');
  if (!flags.includes('not_found') && checked.cited.length === 0 && notFoundMark.test(checked.text))
    flags.push('not_found');
  const citations = checked.cited.flatMap((n) => {
    const passage = passages[n - 1];
    return passage ? [citationOf(n, passage)] : [];
  });
  return insertMessage(db, {
    conversation_id: prepared.conversation.id,
    role: 'assistant',
    text: checked.text,
    citations,
    answerer: answerer.kind,
    flags,
  });
}

function failureReason(error: unknown): string {
  if (error && typeof error === 'object' && 'reason' in error && typeof error.reason === 'string') return error.reason;
  return error instanceof Error ? error.name : 'unknown';
}
