import type { AssistantAsk } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { conversationNotFoundError } from './assistant.errors.ts';
import type { PassageScope, QuestionContext } from './assistant-types.ts';
import {
  findConversation,
  insertConversation,
  insertMessage,
  lastQuestion,
  type ConversationRow,
  type MessageRow,
} from './conversations.repository.ts';
import { takeQuestion } from './daily-allowance.ts';
import { passageScopeOf } from './passage-scope.ts';
import { loadQuestionContext } from './question-context.ts';

const titleLength = 80;

/** A question accepted: counted, stored, with what its answer is made from. */
export interface PreparedAsk {
  conversation: ConversationRow;
  question: MessageRow;
  scope: PassageScope;
  context: QuestionContext | null;
  /** The retrieval's words: the question, and the previous one when this reads as a short follow-up. */
  searchText: string;
  usedToday: number;
}

function titleOf(question: string): string {
  const line = question.replace(/\s+/g, ' ').trim();
  return line.length <= titleLength ? line : `${line.slice(0, titleLength - 1).trimEnd()}…`;
}

/** How a follow-up opens: "e em crianças?", "mas e a dose?", "e quanto ao tratamento?". */
const followUpOpening = /^(e|mas|também|tambem|então|entao|e quanto|e se)\b/i;

/**
 * "e em crianças?" says little alone: a follow-up (a question of three words or fewer, or one that opens like a
 * follow-up) is searched with the question before it. Any other question stands alone, so "Qual a capital da
 * França?" after a question on EVAR still gets the honest "não encontrei".
 */
export function searchTextOf(question: string, previous: string | null): string {
  const text = question.trim();
  const words = text.split(/\s+/).filter(Boolean).length;
  const followUp = words <= 3 || followUpOpening.test(text);
  return previous !== null && followUp ? `${previous} ${text}` : text;
}

/**
 * Checks and records a question before anything streams, so every refusal answers as JSON with its status: another
 * learner's or producer's conversation and an unknown context are 404 (and count nothing); a spent day is 429.
 */
export async function prepareAsk(db: Database, learner: Learner, body: AssistantAsk, at: Date): Promise<PreparedAsk> {
  const existing = body.conversation_id ? await findConversation(db, learner, body.conversation_id) : null;
  if (body.conversation_id && !existing) throw conversationNotFoundError();
  const scope = await passageScopeOf(db, learner);
  const context = await loadQuestionContext(db, scope, body.context);
  const usedToday = await takeQuestion(db, learner, at);
  const previous = existing ? await lastQuestion(db, existing.id) : null;
  const conversation = existing ?? (await insertConversation(db, learner, titleOf(body.question)));
  const question = await insertMessage(db, {
    conversation_id: conversation.id,
    role: 'user',
    text: body.question,
    context: body.context ?? null,
  });
  return { conversation, question, scope, context, searchText: searchTextOf(body.question, previous), usedToday };
}
