import type { CurrentUserResponse, LoginResponse } from '@members/contract';
import { apiRequest } from '../api/api-request.ts';
import { type SessionState, useSessionStore } from './session-store.ts';

type AccessFields = Pick<SessionState, 'isFreemium' | 'linkFreemium' | 'mostrarData' | 'linkCompra'>;

/** The session's access fields (spec §3) from the API's `freemium` and `data_acesso` (login, GET /api/user). */
export function accessStateOf(answer: Pick<LoginResponse, 'freemium' | 'data_acesso'>): AccessFields {
  return {
    isFreemium: answer.freemium?.data_fim_acesso ?? false,
    linkFreemium: answer.freemium?.fremiumUrl ?? null,
    mostrarData: answer.data_acesso?.data_fim_acesso ?? null,
    linkCompra: answer.data_acesso?.produto_url ?? null,
  };
}

/**
 * Stores a GET /api/user answer when the same learner is still signed in: the user, and the trial end, upgrade
 * link and paid access as they are now (an upgrade paid elsewhere or a moment ago shows without a new login).
 */
export function applyCurrentUser(answer: CurrentUserResponse): void {
  const session = useSessionStore.getState();
  if (!session.logged || (session.user && session.user.id !== answer.user.id)) return;
  // An older API answered without the access fields: keep the stored ones.
  const access = 'freemium' in answer ? accessStateOf(answer) : {};
  session.update({ user: answer.user, ...access });
}

/**
 * Asks the API for the learner's access now and stores it in the session (isFreemium, linkFreemium, mostrarData,
 * linkCompra): the checkout's success screen calls it once the order is paid, so the trial's end date and the
 * freemium banner go without signing out. Does nothing when signed out; a failure keeps what is stored.
 */
export async function refreshAccessState(signal?: AbortSignal): Promise<void> {
  if (!useSessionStore.getState().logged) return;
  try {
    // Not parsed here: the session code is in the first paint, where zod would weigh; the API validates the answer.
    applyCurrentUser(await apiRequest<CurrentUserResponse>('/api/user', { signal }));
  } catch (error) {
    console.warn('[session] could not refresh the access state', error);
  }
}
