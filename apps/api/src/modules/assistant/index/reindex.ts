import type { Database } from '../../../db/database.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { Embedder } from '../assistant-types.ts';
import { collectMaterial } from './collect-material.ts';
import { storageHandoutReader, type HandoutReader } from './collect-handouts.ts';
import { embedPassages } from './embed-passages.ts';
import { lockRun, markRunFailed, markRunFinished, markRunStarted } from './index-runs.repository.ts';
import { materialDigest } from './material-fingerprint.repository.ts';
import { planPassageChanges } from './passage-changes.ts';
import { deletePassages, storedPassages, updatePassageAccess, upsertPassages } from './passages.repository.ts';

/** Bumped when the way passages are made changes (cutting, texts): every producer is reindexed once. */
const indexerVersion = 1;

/** The digest of the producer's material as the index would read it now (with the indexer's version). */
export async function materialFingerprint(db: Database, producerId: string): Promise<string> {
  return `v${indexerVersion}:${await materialDigest(db, producerId)}`;
}

export interface ReindexResult {
  inserted: number;
  updated: number;
  kept: number;
  deleted: number;
  embedded: number;
  /** Handouts whose file could not be read (too large, not a PDF pdf.js can open): their passages were kept. */
  unreadable: number;
}

/** What a failed run stores as its error: a code, never the error's message (it may quote the material). */
export const indexFailedCode = 'assistant.index_failed';
export const embeddingFailedCode = 'assistant.embedding_failed';

async function writePassages(db: Database, producerId: string, readHandout: HandoutReader) {
  const material = await collectMaterial(db, producerId, readHandout);
  return db.transaction(async (tx) => {
    await lockRun(tx, producerId);
    const changes = planPassageChanges(await storedPassages(tx, producerId), material);
    await upsertPassages(tx, changes.upserts);
    for (const access of changes.accessUpdates) await updatePassageAccess(tx, access.id, access);
    await deletePassages(tx, producerId, changes.deletions);
    return { changes, unreadable: material.keep.length };
  });
}

/**
 * Brings the producer's passages in line with its material: collects every source, then in one transaction
 * inserts the new passages, rewrites the changed ones (dropping their embeddings), keeps the unchanged (with
 * theirs) and deletes those whose source is gone. With an embedder, then embeds what has no vector of its model
 * (outside that transaction: a slow provider holds no lock). The run row goes running → idle with the
 * fingerprint read before collecting (a change made meanwhile is seen by the next check), or → failed with a
 * code; the error is thrown again so the job queue retries it.
 */
export async function reindexProducer(
  db: Database,
  storage: FileStorage,
  producerId: string,
  embedder?: Embedder,
  readHandout: HandoutReader = storageHandoutReader(storage),
): Promise<ReindexResult> {
  await markRunStarted(db, producerId);
  let failure = indexFailedCode;
  try {
    const fingerprint = await materialFingerprint(db, producerId);
    const { changes, unreadable } = await writePassages(db, producerId, readHandout);
    failure = embeddingFailedCode;
    const embedded = embedder ? await embedPassages(db, producerId, embedder) : 0;
    await markRunFinished(db, producerId, fingerprint);
    return {
      inserted: changes.inserted,
      updated: changes.upserts.length - changes.inserted,
      kept: changes.kept,
      deleted: changes.deletions.length,
      embedded,
      unreadable,
    };
  } catch (error) {
    await markRunFailed(db, producerId, failure);
    throw error;
  }
}
