import { createHash } from 'node:crypto';
import type { PassageAddress } from '../assistant-types.ts';

/** The gated areas a passage may belong to (assistant_passages.area). */
export type PassageArea = 'questions' | 'clinical_cases' | 'flashcards';

/** A passage as the collectors make it: the columns of assistant_passages but id, embedding and updated_at. */
export interface PassageDraft extends PassageAddress {
  producer_id: string;
  product_codes: string[];
  area: PassageArea | null;
  content_hash: string;
}

export type UnhashedDraft = Omit<PassageDraft, 'content_hash'>;

/**
 * The sha-256 of what a reader and an embedding see: the title, the text and the address it opens. Who may read
 * it (product codes, area) is left out on purpose: a course sold under another product keeps its embeddings.
 */
export function passageHash(draft: UnhashedDraft): string {
  const address = [
    draft.kind,
    draft.source_id,
    draft.part,
    draft.course_id,
    draft.module_id,
    draft.lesson_id,
    draft.page,
    draft.seconds,
  ];
  return createHash('sha256')
    .update(JSON.stringify([draft.title, draft.body, address]))
    .digest('hex');
}

export function hashed(draft: UnhashedDraft): PassageDraft {
  return { ...draft, content_hash: passageHash(draft) };
}

/** Numbers a source's texts as its parts (0..n), each a draft with the same address but its own text. */
export function sourceParts(
  base: Omit<UnhashedDraft, 'part' | 'body' | 'page' | 'seconds'>,
  texts: readonly { body: string; page?: number | null; seconds?: number | null }[],
  firstPart = 0,
): PassageDraft[] {
  return texts.map((text, index) =>
    hashed({
      ...base,
      part: firstPart + index,
      body: text.body,
      page: text.page ?? null,
      seconds: text.seconds ?? null,
    }),
  );
}
