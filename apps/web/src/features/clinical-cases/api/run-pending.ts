import { useMemo } from 'react';
import { useOutboxStore, type OutboxEntry } from '../../../lib/outbox/index.ts';
import type { DecisionBody } from '../logic/run-decisions.ts';
import type { PendingWrite } from '../logic/run-overlay.ts';
import { runGroup } from './run-writes.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A queued entry of the run, read back: a decision (its body), a commit (its stage) or the finish. */
export function pendingWriteOf(entry: OutboxEntry): PendingWrite | null {
  if (entry.path.endsWith('/finish')) return { kind: 'finish' };
  if (!isRecord(entry.body) || typeof entry.body.stage_id !== 'number') return null;
  if (entry.path.endsWith('/commit')) return { kind: 'commit', stageId: entry.body.stage_id };
  // The body is what sendDecision queued (a DecisionBody), read back from the persisted outbox.
  if (entry.path.endsWith('/decisions'))
    return { kind: 'decision', body: entry.body as unknown as DecisionBody, queuedAt: entry.createdAt };
  return null;
}

/** The run's writes waiting in the outbox, in order (persisted: a reload finds them). */
export function useRunPending(caseId: number): PendingWrite[] {
  const entries = useOutboxStore((state) => state.entries);
  const group = runGroup(caseId);
  return useMemo(
    () =>
      entries.flatMap((entry) => {
        const write = entry.group === group ? pendingWriteOf(entry) : null;
        return write ? [write] : [];
      }),
    [entries, group],
  );
}
