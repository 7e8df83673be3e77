import { sessionLifetimeDays } from '@members/contract';
import { type SessionState, useSessionStore } from '../session/session-store.ts';
import { useOutboxStore } from './outbox-store.ts';

/** Whose writes these are: `<producer id>:<user id>` of a signed-in session, else null. */
export function ownerOf({ token, user, produtor }: Pick<SessionState, 'token' | 'user' | 'produtor'>): string | null {
  return token && user && produtor ? `${produtor.id}:${user.id}` : null;
}

/** The signed-in learner's owner key (null when signed out). */
export const signedInOwner = () => ownerOf(useSessionStore.getState());

/** The learner whose writes `entries` holds: the last one signed in on this page (kept through a 401). */
let shownOwner: string | null = null;
export const outboxOwner = () => shownOwner;

/**
 * Shows `owner`'s writes in `entries` (what is sent and counted) and holds every other learner's in `held`
 * until that learner signs in again here; held writes older than a session's lifetime are dropped. The
 * status and sent groups start over: another learner's writes are not this learner's "saving".
 */
function showOwner(owner: string, now = Date.now()): void {
  shownOwner = owner;
  useOutboxStore.setState(({ entries, held }) => {
    const all = [...entries, ...held];
    return {
      entries: all.filter((entry) => entry.owner === owner),
      held: all.filter((entry) => entry.owner !== owner && now - entry.createdAt < sessionLifetimeDays * 864e5),
      status: 'idle',
      lastErrorCode: null,
      lastErrorGroup: null,
      sentGroups: [],
    };
  });
}

/**
 * From page load on: writes stored by the previous version (no owner) become the stored session's learner's
 * (else they stay held); each sign-in (after none, or of another learner) shows that learner's writes and
 * calls `onSignIn` to send them at once.
 */
export function followSignIns(onSignIn: () => void): void {
  const stored = signedInOwner();
  if (stored) {
    useOutboxStore.setState(({ entries }) => ({ entries: entries.map((entry) => ({ owner: stored, ...entry })) }));
    showOwner(stored);
  }
  useSessionStore.subscribe((session, previous) => {
    const owner = ownerOf(session);
    if (!owner || owner === ownerOf(previous)) return;
    if (owner !== shownOwner) showOwner(owner);
    onSignIn();
  });
}
