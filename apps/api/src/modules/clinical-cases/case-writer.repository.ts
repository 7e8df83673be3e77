import type { Database } from '../../db/database.ts';
import { firstOrThrow } from '../../db/first-or-throw.ts';
import { clinicalCaseOptions, clinicalCases, clinicalCaseStages, clinicalCaseSubjects } from '../../db/schema/index.ts';

export type CaseInsert = typeof clinicalCases.$inferInsert;
export type StageInsert = Omit<typeof clinicalCaseStages.$inferInsert, 'case_id'>;
export type OptionInsert = Omit<typeof clinicalCaseOptions.$inferInsert, 'stage_id'>;

/** Inserts a case with its subjects, stages and options; returns the ids, stage by stage in order. */
export async function insertCase(
  db: Database,
  row: CaseInsert,
  categoryIds: readonly number[],
  stages: readonly { stage: StageInsert; options: readonly OptionInsert[] }[],
): Promise<{ id: number; stages: { id: number; optionIds: number[] }[] }> {
  return db.transaction(async (tx) => {
    const created = firstOrThrow(
      await tx.insert(clinicalCases).values(row).returning({ id: clinicalCases.id }),
      'clinical case insert',
    );
    if (categoryIds.length > 0) {
      await tx
        .insert(clinicalCaseSubjects)
        .values([...new Set(categoryIds)].map((category_id) => ({ case_id: created.id, category_id })));
    }
    if (stages.length === 0) return { id: created.id, stages: [] };
    const stageRows = await tx
      .insert(clinicalCaseStages)
      .values(stages.map(({ stage }) => ({ ...stage, case_id: created.id })))
      .returning({ id: clinicalCaseStages.id, position: clinicalCaseStages.position });
    stageRows.sort((a, b) => a.position - b.position);
    const optionValues = stages.flatMap(({ options }, index) =>
      options.map((option) => ({ ...option, stage_id: stageRows[index]?.id ?? 0 })),
    );
    const optionRows =
      optionValues.length === 0
        ? []
        : await tx
            .insert(clinicalCaseOptions)
            .values(optionValues)
            .returning({ id: clinicalCaseOptions.id, stage_id: clinicalCaseOptions.stage_id });
    return {
      id: created.id,
      stages: stageRows.map((stage) => ({
        id: stage.id,
        optionIds: optionRows.filter((option) => option.stage_id === stage.id).map((option) => option.id),
      })),
    };
  });
}
