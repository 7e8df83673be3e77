import { AppError } from '../../../errors/app-error.ts';
import type { ProviderFailureReason } from './provider-failure.ts';

/**
 * The embeddings server gave no usable vectors: too slow, an HTTP error or a malformed answer, or unreachable.
 * Retrieval goes on with full-text alone; the index job retries later. The message holds no text.
 */
export class EmbedderFailed extends AppError {
  readonly reason: ProviderFailureReason;
  /** The server's HTTP status, when it answered one. */
  readonly status: number | null;

  constructor(reason: ProviderFailureReason, detail: { status?: number | null; cause?: unknown } = {}) {
    const status = detail.status ?? null;
    super({
      code: 'assistant.embedding_failed',
      statusCode: 502,
      message: `The embeddings server failed (${reason}${status === null ? '' : ` ${status}`})`,
      cause: detail.cause,
    });
    this.name = 'EmbedderFailed';
    this.reason = reason;
    this.status = status;
  }
}
