import type { PlannerErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';

/** A planner error: its code must be one of the contract's (translated by the web app). */
const plannerError = (code: PlannerErrorCode, statusCode: number, message: string) =>
  new AppError({ code, statusCode, message });

/** Missing, or another learner's or producer's: the same answer. */
export const planNotFoundError = () => plannerError('planner.not_found', 404, 'Study plan not found');
export const activityNotFoundError = () =>
  plannerError('planner.activity_not_found', 404, 'No such activity in this plan');
export const calendarNotFoundError = () =>
  plannerError('planner.calendar_not_found', 404, 'No calendar feed for this link');
export const planArchivedError = () =>
  plannerError('planner.plan_archived', 409, 'The plan is archived; only the active plan changes');
export const examDatePastError = () => plannerError('planner.exam_date_past', 422, 'The exam date is in the past');
export const examBeforeStartError = () =>
  plannerError('planner.exam_before_start', 422, 'The exam date must come after the start date');
export const startInPastError = () => plannerError('planner.start_in_past', 422, 'The start date is in the past');
export const planTooLongError = () =>
  plannerError('planner.plan_too_long', 422, 'The plan spans more days than a plan may hold');
export const noStudyTimeError = () =>
  plannerError('planner.no_study_time', 422, 'The plan needs some study time in the week');
export const nothingIncludedError = () =>
  plannerError('planner.nothing_included', 422, 'The plan needs at least one kind of work included');
export const institutionUnknownError = () =>
  plannerError('planner.institution_unknown', 422, 'An institution is not one of the question bank');
export const courseUnknownError = () =>
  plannerError('planner.course_unknown', 422, 'A course is not one the learner can access');
export const questionUnknownError = () =>
  plannerError('planner.question_unknown', 422, 'A diagnostic question does not exist');
export const subjectUnknownError = () =>
  plannerError('planner.subject_unknown', 422, 'A rated area is not a grande área of the question bank');
export const rangeInvalidError = () =>
  plannerError('planner.range_invalid', 422, 'The range must run forward and span at most 62 days');
export const activityNotStartableError = () =>
  plannerError('planner.activity_not_startable', 422, 'This activity does not open a practice session');
