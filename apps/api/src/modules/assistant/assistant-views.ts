import type {
  AssistantAnswerFlag,
  AssistantCitation,
  AssistantConversationSummary,
  AssistantMessage,
} from '@members/contract';
import { assistantAnswerFlags } from '@members/contract';
import type { StoredAssistantCitation } from '../../db/schema/index.ts';
import type { RetrievedPassage } from './assistant-types.ts';
import type { ConversationRow, MessageRow } from './conversations.repository.ts';

const excerptLength = 320;

/** A passage's first words, cut at a word, for a citation's excerpt. */
function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= excerptLength) return text;
  const cut = text.slice(0, excerptLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), excerptLength / 2))}…`;
}

/** The stored citation of passage number `n` (1-based) of an answer. */
export function citationOf(n: number, passage: RetrievedPassage): StoredAssistantCitation {
  const is = (kind: RetrievedPassage['kind']) => (passage.kind === kind ? passage.source_id : null);
  return {
    n,
    passage_id: passage.id,
    kind: passage.kind,
    title: passage.title,
    excerpt: excerptOf(passage.body),
    course_id: passage.course_id,
    module_id: passage.module_id,
    lesson_id: passage.lesson_id ?? is('lesson'),
    seconds: passage.seconds,
    apostila_id: is('handout'),
    page: passage.page,
    question_id: is('question'),
    case_id: is('case'),
    flashcard_id: is('flashcard'),
  };
}

function citationView({ passage_id: _passageId, ...citation }: StoredAssistantCitation): AssistantCitation {
  return citation;
}

const isFlag = (flag: string): flag is AssistantAnswerFlag =>
  (assistantAnswerFlags as readonly string[]).includes(flag);

export function messageView(row: MessageRow): AssistantMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    context: row.context ? { kind: row.context.kind, id: row.context.id, ...letterOf(row.context.letter) } : null,
    citations: row.citations.map(citationView),
    answerer: row.answerer,
    flags: row.flags.filter(isFlag),
    created_at: row.created_at.toISOString(),
  };
}

function letterOf(letter: string | undefined): { letter?: 'A' | 'B' | 'C' | 'D' | 'E' } {
  return letter === 'A' || letter === 'B' || letter === 'C' || letter === 'D' || letter === 'E' ? { letter } : {};
}

export function conversationSummaryView(row: ConversationRow): AssistantConversationSummary {
  return {
    id: row.id,
    title: row.title,
    message_count: row.message_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
