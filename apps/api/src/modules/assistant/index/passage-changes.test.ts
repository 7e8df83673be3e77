import { describe, expect, it } from 'vitest';
import { planPassageChanges } from './passage-changes.ts';
import { hashed, type PassageDraft } from './passage-draft.ts';
import type { StoredPassage } from './passages.repository.ts';

const draft = (kind: PassageDraft['kind'], sourceId: number, part: number, body: string, codes = ['curso']) =>
  hashed({
    producer_id: 'p',
    kind,
    source_id: sourceId,
    part,
    course_id: null,
    module_id: null,
    lesson_id: null,
    page: kind === 'handout' ? 1 : null,
    seconds: null,
    title: 'Título',
    body,
    product_codes: codes,
    area: null,
  });

let nextId = 1;
const stored = (passage: PassageDraft): StoredPassage => ({
  id: nextId++,
  kind: passage.kind,
  source_id: passage.source_id,
  part: passage.part,
  content_hash: passage.content_hash,
  product_codes: passage.product_codes,
  area: passage.area,
});

describe('planPassageChanges', () => {
  it('inserts the new, rewrites the changed, keeps the unchanged and deletes what is gone', () => {
    const same = stored(draft('lesson', 1, 0, 'igual'));
    const edited = stored(draft('lesson', 1, 1, 'antes'));
    const gone = stored(draft('lesson', 2, 0, 'aula apagada'));
    const changes = planPassageChanges([same, edited, gone], {
      passages: [draft('lesson', 1, 0, 'igual'), draft('lesson', 1, 1, 'depois'), draft('question', 9, 0, 'nova')],
      keep: [],
    });
    expect(changes.upserts.map((p) => p.body)).toEqual(['depois', 'nova']);
    expect(changes).toMatchObject({ inserted: 1, kept: 1, accessUpdates: [], deletions: [gone.id] });
  });

  it('updates who may read an unchanged text in place (its embedding stays)', () => {
    const current = stored(draft('lesson', 1, 0, 'texto', ['antigo']));
    const changes = planPassageChanges([current], { passages: [draft('lesson', 1, 0, 'texto', ['novo'])], keep: [] });
    expect(changes.upserts).toEqual([]);
    expect(changes.accessUpdates).toEqual([{ id: current.id, product_codes: ['novo'], area: null }]);
  });

  it('keeps the passages of a source that could not be read this time', () => {
    const unreadable = stored(draft('handout', 5, 0, 'página 1'));
    const other = stored(draft('handout', 6, 0, 'apagada'));
    const changes = planPassageChanges([unreadable, other], {
      passages: [],
      keep: [{ kind: 'handout', source_id: 5 }],
    });
    expect(changes.deletions).toEqual([other.id]);
  });
});
