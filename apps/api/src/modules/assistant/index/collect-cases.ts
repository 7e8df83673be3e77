import type { Database } from '../../../db/database.ts';
import { caseSources, caseStageSources, type CaseSource, type CaseStageSource } from './index-sources.repository.ts';
import { sourceParts, type PassageDraft } from './passage-draft.ts';
import { htmlToText } from './plain-text.ts';
import { cutIntoPassages } from './text-cutting.ts';

/**
 * A published case's passages: its summary, one per stage discussion (the stage's title first), then the expert's
 * reasoning; any of them cut when long.
 */
export function casePassages(producerId: string, item: CaseSource, stages: readonly CaseStageSource[]): PassageDraft[] {
  const sections = [
    htmlToText(item.summary),
    ...stages
      .map((stage) => ({ title: htmlToText(stage.title), discussion: htmlToText(stage.discussion) }))
      .filter((stage) => stage.discussion !== '')
      .map((stage) => `${stage.title}\n\n${stage.discussion}`),
    htmlToText(item.expert_reasoning),
  ].filter((section) => section !== '');
  const base = {
    producer_id: producerId,
    kind: 'case' as const,
    source_id: item.id,
    course_id: null,
    module_id: null,
    lesson_id: null,
    title: item.title,
    product_codes: [],
    area: 'clinical_cases' as const,
  };
  return sourceParts(
    base,
    sections.flatMap((section) => cutIntoPassages(section)).map((body) => ({ body })),
  );
}

export async function collectCases(db: Database, producerId: string): Promise<PassageDraft[]> {
  const [cases, stages] = await Promise.all([caseSources(db, producerId), caseStageSources(db, producerId)]);
  const stagesOf = new Map<number, CaseStageSource[]>();
  for (const stage of stages) stagesOf.set(stage.case_id, [...(stagesOf.get(stage.case_id) ?? []), stage]);
  return cases.flatMap((item) => casePassages(producerId, item, stagesOf.get(item.id) ?? []));
}
