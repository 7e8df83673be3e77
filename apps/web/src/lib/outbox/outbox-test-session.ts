import type { ProducerBranding, User } from '@members/contract';
import { sessionStoreId } from '../session/session-store.ts';

/** For outbox tests: a signed-in session of user `userId` (producer p-1) as the next page load reads it. */
export function storeSession(token: string, userId: string): void {
  const state = { token, user: { id: userId } as User, produtor: { id: 'p-1' } as ProducerBranding, logged: true };
  localStorage.setItem(sessionStoreId, JSON.stringify({ state, version: 0 }));
}
