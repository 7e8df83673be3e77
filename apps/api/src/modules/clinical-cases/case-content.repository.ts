import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  clinicalCaseOptions,
  clinicalCases,
  clinicalCaseStages,
  clinicalCaseSubjects,
  type ClinicalCaseOptionRow,
  type ClinicalCaseRow,
  type ClinicalCaseStageRow,
} from '../../db/schema/index.ts';

/** A published case's authored content: the case row, its subject ids, its stages in order with their options. */
export interface CaseContent {
  case: Omit<ClinicalCaseRow, 'finished_count' | 'score_pct_sum'>;
  categoryIds: number[];
  stages: { stage: ClinicalCaseStageRow; options: ClinicalCaseOptionRow[] }[];
}

/** A published case of the producer with its content; null when missing, a draft or another producer's. */
export async function selectCaseContent(db: Database, producerId: string, caseId: number): Promise<CaseContent | null> {
  const [row] = await db
    .select()
    .from(clinicalCases)
    .where(
      and(
        eq(clinicalCases.id, caseId),
        eq(clinicalCases.producer_id, producerId),
        eq(clinicalCases.status, 'published'),
      ),
    );
  if (!row) return null;
  const [subjects, stages] = await Promise.all([
    db
      .select({ category_id: clinicalCaseSubjects.category_id })
      .from(clinicalCaseSubjects)
      .where(eq(clinicalCaseSubjects.case_id, caseId)),
    db
      .select()
      .from(clinicalCaseStages)
      .where(eq(clinicalCaseStages.case_id, caseId))
      .orderBy(asc(clinicalCaseStages.position)),
  ]);
  const options =
    stages.length === 0
      ? []
      : await db
          .select()
          .from(clinicalCaseOptions)
          .where(
            inArray(
              clinicalCaseOptions.stage_id,
              stages.map((stage) => stage.id),
            ),
          )
          .orderBy(asc(clinicalCaseOptions.stage_id), asc(clinicalCaseOptions.position));
  const { finished_count: _count, score_pct_sum: _sum, ...caseRow } = row;
  return {
    case: caseRow,
    categoryIds: subjects.map((subject) => subject.category_id),
    stages: stages.map((stage) => ({ stage, options: options.filter((option) => option.stage_id === stage.id) })),
  };
}
