import type { AssistantConversation, AssistantConversationList } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { conversationNotFoundError } from './assistant.errors.ts';
import { conversationSummaryView, messageView } from './assistant-views.ts';
import { findConversation, listConversations, listMessages } from './conversations.repository.ts';

export async function listLearnerConversations(db: Database, learner: Learner): Promise<AssistantConversationList> {
  return { conversations: (await listConversations(db, learner)).map(conversationSummaryView) };
}

/** The learner's conversation; another learner's or producer's answers 404 like a missing one. */
export async function readConversation(db: Database, learner: Learner, id: string): Promise<AssistantConversation> {
  const conversation = await findConversation(db, learner, id);
  if (!conversation) throw conversationNotFoundError();
  const messages = await listMessages(db, conversation.id);
  return { ...conversationSummaryView(conversation), messages: messages.map(messageView) };
}
