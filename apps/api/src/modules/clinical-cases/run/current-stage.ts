import { notFoundError } from '../../../errors/common.errors.ts';
import type { CaseContent } from '../case-content.repository.ts';
import { stageCommittedError, stageNotCurrentError } from '../clinical-cases.errors.ts';
import type { ClinicalCaseAttemptRow } from '../../../db/schema/index.ts';

export type StageContent = CaseContent['stages'][number];

/** The case's stage with this id; 404 for a stage of another case (or another producer's), as if it did not exist. */
export function stageOfCase(content: CaseContent, stageId: number): { index: number; stage: StageContent } {
  const index = content.stages.findIndex((item) => item.stage.id === stageId);
  const stage = content.stages[index];
  if (!stage) throw notFoundError('No such stage in this clinical case');
  return { index, stage };
}

/**
 * The stage a decision or a commit names, which must be the attempt's current one: 409
 * `clinical_cases.stage_committed` for an earlier (committed) stage, `clinical_cases.stage_not_current` for a later one.
 */
export function currentStage(content: CaseContent, attempt: ClinicalCaseAttemptRow, stageId: number): StageContent {
  const { index, stage } = stageOfCase(content, stageId);
  if (index < attempt.stage_position) throw stageCommittedError();
  if (index > attempt.stage_position) throw stageNotCurrentError();
  return stage;
}
