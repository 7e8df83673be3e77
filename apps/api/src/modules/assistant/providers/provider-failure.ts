import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

/** Why a model or embeddings server gave nothing usable: too slow, a bad answer (an HTTP status), or unreachable. */
export type ProviderFailureReason = 'timeout' | 'http' | 'network';

export interface ProviderFailure {
  reason: ProviderFailureReason;
  /** The server's HTTP status when it answered one. */
  status: number | null;
}

/**
 * Classifies what the OpenAI SDK threw. An APIError without a status is an error event inside a stream and a
 * SyntaxError a chunk that is not JSON: both mean the server answered, badly ('http'). Anything else (a socket
 * reset mid-body surfaces as fetch's TypeError) is taken as the network's.
 */
export function providerFailureOf(error: unknown): ProviderFailure {
  if (error instanceof APIConnectionTimeoutError) return { reason: 'timeout', status: null };
  if (error instanceof APIConnectionError) return { reason: 'network', status: null };
  if (error instanceof APIError)
    return { reason: 'http', status: typeof error.status === 'number' ? error.status : null };
  if (error instanceof SyntaxError) return { reason: 'http', status: null };
  return { reason: 'network', status: null };
}
