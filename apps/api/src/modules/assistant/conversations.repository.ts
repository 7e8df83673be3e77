import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { assistantConversations, assistantMessages } from '../../db/schema/index.ts';
import type { Learner } from '../../plugins/learner.ts';

export type ConversationRow = typeof assistantConversations.$inferSelect;
export type MessageRow = typeof assistantMessages.$inferSelect;
export type NewMessageRow = typeof assistantMessages.$inferInsert;

/** The learner's conversations cap: the list shows the newest. */
const listLimit = 200;

const ownedBy = (learner: Learner) =>
  and(eq(assistantConversations.user_id, learner.userId), eq(assistantConversations.producer_id, learner.producerId));

/** The learner's conversation (null when missing, or another learner's or producer's). */
export async function findConversation(db: Database, learner: Learner, id: string): Promise<ConversationRow | null> {
  const [row] = await db
    .select()
    .from(assistantConversations)
    .where(and(eq(assistantConversations.id, id), ownedBy(learner)));
  return row ?? null;
}

export function listConversations(db: Database, learner: Learner): Promise<ConversationRow[]> {
  return db
    .select()
    .from(assistantConversations)
    .where(ownedBy(learner))
    .orderBy(desc(assistantConversations.updated_at), desc(assistantConversations.id))
    .limit(listLimit);
}

export function listMessages(db: Database, conversationId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.conversation_id, conversationId))
    .orderBy(asc(assistantMessages.id));
}

/** The learner's last question in the conversation (a follow-up's retrieval reads it too). */
export async function lastQuestion(db: Database, conversationId: string): Promise<string | null> {
  const [row] = await db
    .select({ text: assistantMessages.text })
    .from(assistantMessages)
    .where(and(eq(assistantMessages.conversation_id, conversationId), eq(assistantMessages.role, 'user')))
    .orderBy(desc(assistantMessages.id))
    .limit(1);
  return row?.text ?? null;
}

export async function insertConversation(db: Database, learner: Learner, title: string): Promise<ConversationRow> {
  const rows = await db
    .insert(assistantConversations)
    .values({ producer_id: learner.producerId, user_id: learner.userId, title })
    .returning();
  return firstOrThrow(rows, 'insert assistant conversation');
}

/** Adds a message and counts it on its conversation (which moves to the top of the list). */
export async function insertMessage(db: Database, message: NewMessageRow): Promise<MessageRow> {
  const rows = await db.insert(assistantMessages).values(message).returning();
  await db
    .update(assistantConversations)
    .set({ message_count: sql`${assistantConversations.message_count} + 1`, updated_at: sql`now()` })
    .where(eq(assistantConversations.id, message.conversation_id));
  return firstOrThrow(rows, 'insert assistant message');
}

/** Deletes the learner's conversation (its messages go with it); whether there was one. */
export async function deleteConversation(db: Database, learner: Learner, id: string): Promise<boolean> {
  const rows = await db
    .delete(assistantConversations)
    .where(and(eq(assistantConversations.id, id), ownedBy(learner)))
    .returning({ id: assistantConversations.id });
  return rows.length > 0;
}

export async function deleteAllConversations(db: Database, learner: Learner): Promise<number> {
  const rows = await db
    .delete(assistantConversations)
    .where(ownedBy(learner))
    .returning({ id: assistantConversations.id });
  return rows.length;
}
