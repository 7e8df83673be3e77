import { AppError } from '../../../errors/app-error.ts';
import type { ProviderFailureReason } from '../providers/provider-failure.ts';

/**
 * The model could not answer: it timed out (no first token or no next token within LLM_TIMEOUT_MS), answered an
 * HTTP error or an empty or malformed stream, or could not be reached. The ask service catches it and gives the
 * extractive answer instead (flag `provider_fallback`); were it ever to escape, the client would get 502
 * `assistant.stream_failed`. The message holds no text of the question or the answer.
 */
export class AnswererFailed extends AppError {
  readonly reason: ProviderFailureReason;
  /** The model server's HTTP status, when it answered one. */
  readonly status: number | null;

  constructor(reason: ProviderFailureReason, detail: { status?: number | null; cause?: unknown } = {}) {
    const status = detail.status ?? null;
    super({
      code: 'assistant.stream_failed',
      statusCode: 502,
      message: `The assistant's model failed (${reason}${status === null ? '' : ` ${status}`})`,
      cause: detail.cause,
    });
    this.name = 'AnswererFailed';
    this.reason = reason;
    this.status = status;
  }
}
