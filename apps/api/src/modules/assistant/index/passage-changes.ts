import type { CollectedMaterial } from './collect-material.ts';
import type { PassageDraft } from './passage-draft.ts';
import type { StoredPassage } from './passages.repository.ts';

export interface PassageChanges {
  /** New passages and passages whose text or address changed. */
  upserts: PassageDraft[];
  /** How many of the upserts are new. */
  inserted: number;
  /** Unchanged texts whose readers (products, area) changed: updated in place, embedding kept. */
  accessUpdates: { id: number; product_codes: string[]; area: PassageDraft['area'] }[];
  kept: number;
  /** Stored passages whose source (or part) is gone. */
  deletions: number[];
}

const keyOf = (passage: Pick<PassageDraft, 'kind' | 'source_id' | 'part'>) =>
  `${passage.kind}/${passage.source_id}/${passage.part}`;

const sameCodes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** Compares the collected passages with the stored ones by (kind, source, part) and content hash. */
export function planPassageChanges(stored: readonly StoredPassage[], material: CollectedMaterial): PassageChanges {
  const storedByKey = new Map(stored.map((passage) => [keyOf(passage), passage]));
  const kept = new Set(material.keep.map((source) => `${source.kind}/${source.source_id}`));
  const changes: PassageChanges = { upserts: [], inserted: 0, accessUpdates: [], kept: 0, deletions: [] };
  const seen = new Set<string>();
  for (const draft of material.passages) {
    const key = keyOf(draft);
    seen.add(key);
    const current = storedByKey.get(key);
    if (!current) {
      changes.upserts.push(draft);
      changes.inserted += 1;
    } else if (current.content_hash !== draft.content_hash) {
      changes.upserts.push(draft);
    } else {
      changes.kept += 1;
      if (!sameCodes(current.product_codes, draft.product_codes) || current.area !== draft.area)
        changes.accessUpdates.push({ id: current.id, product_codes: draft.product_codes, area: draft.area });
    }
  }
  for (const passage of stored) {
    const key = keyOf(passage);
    if (seen.has(key) || kept.has(`${passage.kind}/${passage.source_id}`)) continue;
    changes.deletions.push(passage.id);
  }
  return changes;
}
