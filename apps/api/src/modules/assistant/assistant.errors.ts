import type { AssistantErrorCode } from '@members/contract';
import { AppError } from '../../errors/app-error.ts';

/** An assistant error: its code must be one of the contract's (translated by the web app). */
const assistantError = (code: AssistantErrorCode, statusCode: number, message: string, data?: Record<string, string>) =>
  new AppError({ code, statusCode, message, ...(data ? { data } : {}) });

/** Missing, or another learner's or producer's: the same answer. */
export const conversationNotFoundError = () =>
  assistantError('assistant.conversation_not_found', 404, 'Conversation not found');

/** The context names nothing of this producer that the learner may open: the same answer as missing. */
export const contextNotFoundError = () =>
  assistantError('assistant.context_not_found', 404, 'The question’s context was not found');

/** The learner asked their allowance for the study day; `limit` and when it renews go with it. */
export const dailyLimitReachedError = (limit: number, resetsAt: Date) =>
  assistantError('assistant.daily_limit_reached', 429, 'The daily limit of questions was reached', {
    limit: String(limit),
    resets_at: resetsAt.toISOString(),
  });
