import type { ClinicalCaseErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';

/** A clinical-cases error: its code must be one of the contract's (translated by the web app). */
const caseError = (code: ClinicalCaseErrorCode, statusCode: number, message: string) =>
  new AppError({ code, statusCode, message });

/** Missing, a draft, or another producer's: the same answer. */
export const caseNotFoundError = () => caseError('clinical_cases.not_found', 404, 'Clinical case not found');
export const attemptNotFoundError = () =>
  caseError('clinical_cases.attempt_not_found', 404, 'No such attempt of this learner');
export const attemptFinishedError = () =>
  caseError('clinical_cases.attempt_finished', 409, 'The attempt is finished; start a new one to practise');
export const stageNotCurrentError = () =>
  caseError('clinical_cases.stage_not_current', 409, 'Only the current stage can take decisions or be committed');
export const stageCommittedError = () =>
  caseError('clinical_cases.stage_committed', 409, 'The stage is committed and final');
export const optionNotInStageError = () =>
  caseError('clinical_cases.option_not_in_stage', 422, 'The option does not belong to this stage');
export const decisionFinalError = () =>
  caseError('clinical_cases.decision_final', 409, 'History, exam and test picks cannot be taken back');
export const decisionKindInvalidError = (message: string) =>
  caseError('clinical_cases.decision_kind_invalid', 422, message);
export const decisionRequiredError = () =>
  caseError('clinical_cases.decision_required', 422, 'Commit needs at least one decision in the stage');
export const mainHypothesisRequiredError = () =>
  caseError('clinical_cases.main_hypothesis_required', 422, 'A diagnosis stage needs a main hypothesis');
export const stagesPendingError = () =>
  caseError('clinical_cases.stages_pending', 409, 'Every stage must be committed before finishing');
export const noFinishedAttemptError = () =>
  caseError('clinical_cases.no_finished_attempt', 404, 'The learner has no finished attempt of this case');
export const idempotencyConflictError = () =>
  caseError('clinical_cases.idempotency_conflict', 409, 'This idempotency key was used for a different decision');
