import type { TFunction } from '../../../lib/i18n/index.ts';

/** The allowance an error message may quote. */
export interface AssistantLimits {
  dailyLimit: number;
  maxQuestionLength: number;
}

/** The dotted code of an ApiError or of a stream's `error` event; null for anything else. */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return typeof error.code === 'string' ? error.code : null;
}

/**
 * The panel's words for a failed question, by the error's code: the daily limit with how many a day, the
 * question's length, the network (the question stays in the box), else the app's message for the code.
 */
export function assistantErrorText(t: TFunction, error: unknown, limits: AssistantLimits): string {
  const code = errorCodeOf(error);
  switch (code) {
    case 'assistant.daily_limit_reached':
      return t('assistant.panel.errors.dailyLimit', { count: limits.dailyLimit });
    case 'common.validation_failed':
      return t('assistant.panel.errors.validation', { max: limits.maxQuestionLength });
    case 'common.network':
      return t('assistant.panel.errors.network');
    case null:
      return t('errors.unknown');
    default:
      return t([`assistant.panel.errors.${code}`, `errors.${code}`, 'errors.unknown']);
  }
}
