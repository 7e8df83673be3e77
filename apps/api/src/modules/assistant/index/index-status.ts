import { assistantSourceKinds, type AssistantIndexStatusBody, type AssistantSourceKind } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { indexRunOf } from './index-runs.repository.ts';
import { passageCounts } from './passages.repository.ts';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * The index of the producer's material as the status call shows it: passages per kind (every kind, 0 when none),
 * how many carry an embedding, and the run's state ('idle' with nulls before any run or request).
 */
export async function readIndexStatus(db: Database, producerId: string): Promise<AssistantIndexStatusBody> {
  const [counts, run] = await Promise.all([passageCounts(db, producerId), indexRunOf(db, producerId)]);
  const byKind = Object.fromEntries(assistantSourceKinds.map((kind) => [kind, 0])) as Record<
    AssistantSourceKind,
    number
  >;
  for (const row of counts) byKind[row.kind] = row.passages;
  return {
    status: run?.status ?? 'idle',
    passages: counts.reduce((total, row) => total + row.passages, 0),
    by_kind: byKind,
    embedded: counts.reduce((total, row) => total + row.embedded, 0),
    requested_at: iso(run?.requested_at),
    started_at: iso(run?.started_at),
    finished_at: iso(run?.finished_at),
    error_code: run?.error_code ?? null,
  };
}
