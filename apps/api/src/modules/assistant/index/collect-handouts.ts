import type { FileStorage } from '../../../storage/file-storage.ts';
import type { Database } from '../../../db/database.ts';
import { handoutSources, type HandoutSource } from './index-sources.repository.ts';
import { sourceParts, type PassageDraft } from './passage-draft.ts';
import { pdfPageTexts } from './pdf-text.ts';
import { cutIntoPassages } from './text-cutting.ts';

/** Reads a handout's pages; a missing or unreadable file gives none (logged by the caller, never fatal to the run). */
export type HandoutReader = (handout: HandoutSource) => Promise<string[]>;

/** The largest handout read whole into memory (bytes); a larger one keeps the passages it had. */
const maxHandoutBytes = 40 * 1024 * 1024;

/** The PDF's pages from the app's storage; other types of file, or a file no longer there, give no text. */
export function storageHandoutReader(storage: FileStorage): HandoutReader {
  return async (handout) => {
    if (handout.content_type !== 'application/pdf' && !handout.file_key.endsWith('.pdf')) return [];
    const info = await storage.stat(handout.file_key);
    if (!info) return [];
    if (info.size > maxHandoutBytes) throw new Error('handout too large to index');
    const file = await storage.get(handout.file_key);
    return file ? pdfPageTexts(file.data) : [];
  };
}

/** A handout's pages cut into passages, each with its 1-based page; the course's products, its lesson if any. */
export function handoutPassages(producerId: string, handout: HandoutSource, pages: readonly string[]): PassageDraft[] {
  const base = {
    producer_id: producerId,
    kind: 'handout' as const,
    source_id: handout.id,
    course_id: handout.course_id,
    module_id: handout.module_id,
    lesson_id: handout.lesson_id,
    title: handout.nome,
    product_codes: [...handout.product_codes],
    area: null,
  };
  return sourceParts(
    base,
    pages.flatMap((text, index) => cutIntoPassages(text).map((body) => ({ body, page: index + 1 }))),
  );
}

export interface CollectedHandouts {
  passages: PassageDraft[];
  /** Handouts whose file could not be read (their passages, if any, are kept as they were). */
  unreadable: number[];
}

export async function collectHandouts(
  db: Database,
  producerId: string,
  read: HandoutReader,
): Promise<CollectedHandouts> {
  const collected: CollectedHandouts = { passages: [], unreadable: [] };
  for (const handout of await handoutSources(db, producerId)) {
    try {
      collected.passages.push(...handoutPassages(producerId, handout, await read(handout)));
    } catch {
      collected.unreadable.push(handout.id);
    }
  }
  return collected;
}
