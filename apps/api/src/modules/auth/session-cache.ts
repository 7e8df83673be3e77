import { perDatabase } from '../../cache/ttl-cache.ts';
import type { Database } from '../../db/database.ts';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import type { SecretMatch } from './sessions.service.ts';

/**
 * How long this process may reuse a session it verified (with its user row) without reading them again, on
 * every method. The writers here forget what they change in this process at once and tell every other process
 * (session-changes.ts), which forgets it within a second; a process whose subscription is not proven live does
 * not use this cache at all. So this bound only matters for a message that was never sent: its writer died
 * between the commit and the send, or could not send it for this long (it retries). 60 s also outlasts the
 * 30 s between an exam taker's autosaves, so a session is read about once a minute, in the background, instead
 * of on every call.
 */
export const sessionCacheTtlMs = 60_000;

export interface CachedSession {
  session: SessionRow;
  user: UserRow;
  /** Which of the session's secrets the token of this entry's key matched when the row was read. */
  matched: SecretMatch;
}

/**
 * Verified sessions keyed by the SHA-256 of the presented token (never the token itself). Room for the learners
 * of a national simulado on one process; beyond it the oldest entries go (and are read again when used).
 */
export const sessionCache = perDatabase<Database, CachedSession>({ ttlMs: sessionCacheTtlMs, maxEntries: 20_000 });

export const sessionTags = ({ session, user }: CachedSession) => [`session:${session.id}`, `user:${user.id}`];

/** What a change message may name: one of sessionTags (anything else is ignored). */
const changeTag = /^(session|user):[\w-]{1,64}$/;

/** The part of the session-change bus this file needs (session-changes.ts opens it). */
export interface SessionChangeBus {
  readonly transport: string;
  trusted(): boolean;
  /** Resolves true once trusted, or false after timeoutMs. */
  ready(timeoutMs: number): Promise<boolean>;
  publish(tag: string): Promise<void>;
  close(): Promise<void>;
}

interface HeldBus {
  bus: SessionChangeBus;
  holders: number;
}

/** Each database's bus, while an app over it runs (two apps may share one database object: one bus). */
const buses = new WeakMap<Database, HeldBus>();

/** The first app on a database opens its bus; the last to let go closes it. */
export function holdSessionChangeBus(
  db: Database,
  open: () => SessionChangeBus,
): { bus: SessionChangeBus; release: () => Promise<void> } {
  const held = buses.get(db) ?? { bus: open(), holders: 0 };
  buses.set(db, held);
  held.holders += 1;
  let released = false;
  const release = async () => {
    if (released) return;
    released = true;
    held.holders -= 1;
    if (held.holders > 0) return;
    buses.delete(db);
    await held.bus.close();
  };
  return { bus: held.bus, release };
}

/** A change message of another process (or this one): forgets what it names. */
export function applySessionChange(db: Database, tag: string): void {
  if (changeTag.test(tag)) sessionCache(db).forget(tag);
}

/** Forgets in this process at once, then tells every other process (awaited: sent when the caller answers). */
async function forgetEverywhere(db: Database, tag: string): Promise<void> {
  sessionCache(db).forget(tag);
  await buses.get(db)?.bus.publish(tag);
}

/** After a write to a session row (refresh, logout). */
export function forgetCachedSession(db: Database, sessionId: string): Promise<void> {
  return forgetEverywhere(db, `session:${sessionId}`);
}

/** After a write to a user row or to every session of a user (sign-in, revocation, profile, terms ...). */
export function forgetCachedSessionsOf(db: Database, userId: string): Promise<void> {
  return forgetEverywhere(db, `user:${userId}`);
}
