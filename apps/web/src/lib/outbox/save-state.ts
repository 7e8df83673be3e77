import type { GroupStatus } from './use-outbox-status.ts';

/** What a study screen says about its writes: nothing yet, saving, saved, offline, or refused. */
export type SaveState = 'idle' | 'saving' | 'saved' | 'offline' | 'error';

/**
 * The one reading of a group's outbox state for every save indicator (questions, simulados): offline when
 * writes of the group wait for the network (the browser says offline, or a send found no network); an error only when the server refused a write of this group (an
 * error of another group is not this screen's); saving while writes of the group are unacknowledged; else
 * saved. Before the screen sent anything it is `idle` (a "saved" then would be about someone else's writes).
 */
export function saveState({ status, pending, errorCode, online, sent }: GroupStatus): SaveState {
  if (!sent) return 'idle';
  if (pending > 0 && (!online || status === 'offline')) return 'offline';
  if (status === 'error' && errorCode) return 'error';
  if (pending > 0) return 'saving';
  return 'saved';
}
