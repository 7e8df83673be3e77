import { apiErrorFromResponse } from './api-error-from-response.ts';
import { clientErrorCodes } from './api-error.ts';
import { buildApiUrl } from './api-request.ts';
import { sessionHeaders } from './session-headers.ts';
import { handleUnauthorized } from './unauthorized.ts';

/** The texts of a failed download (spec §8), exactly. */
export const downloadErrorText = {
  http: (status: number, statusText: string) => `Erro HTTP: ${status} - ${statusText}`,
  noBody: 'O corpo da resposta não está disponível.',
} as const;

export interface DownloadFailure {
  /** The spec's text ('Erro HTTP: 404 - Not Found', 'O corpo da resposta não está disponível.'), or the network error's. */
  message: string;
  /** HTTP status; 0 when the server was not reached (or the connection broke while reading). */
  status: number;
  /** The API's error code when the response carried one (e.g. `courses.lesson_locked`), or `common.network`. */
  code?: string;
}

export interface DownloadOptions {
  /** Percent received (0–100) from Content-Length; called once with null when the size is unknown. */
  onProgress?: (percent: number | null) => void;
  /** Why the download failed; the function still returns null. Not called when the signal aborts. */
  onError?: (failure: DownloadFailure) => void;
  signal?: AbortSignal;
}

async function failedResponse(response: Response): Promise<DownloadFailure> {
  const error = await apiErrorFromResponse(response);
  if (response.status === 401) handleUnauthorized(error);
  const code = error.code === clientErrorCodes.internal ? undefined : error.code;
  return {
    message: downloadErrorText.http(response.status, response.statusText),
    status: response.status,
    ...(code ? { code } : {}),
  };
}

async function readBody(body: ReadableStream<Uint8Array>, total: number, onProgress: DownloadOptions['onProgress']) {
  const known = Number.isFinite(total) && total > 0;
  onProgress?.(known ? 0 : null);
  const reader = body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  let reported = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(new Uint8Array(value));
    received += value.byteLength;
    // A compressed transfer can deliver more bytes than Content-Length: never past 100.
    const percent = known ? Math.min(100, Math.floor((received / total) * 100)) : reported;
    if (percent !== reported) onProgress?.((reported = percent));
  }
  if (known && reported !== 100) onProgress?.(100);
  return chunks;
}

/**
 * Authenticated file download (spec §7): the session headers and cookies, percent progress from
 * Content-Length while the body streams in; the file as a Blob, or null on failure (spec §8) or abort.
 * A 401 goes through the app's unauthorized handling, like apiRequest.
 */
export async function downloadFile(url: string, options: DownloadOptions = {}): Promise<Blob | null> {
  const { onProgress, onError, signal } = options;
  const networkFailure = (cause: unknown): null => {
    if (!signal?.aborted) {
      const message = cause instanceof Error ? cause.message : String(cause);
      onError?.({ message, status: 0, code: clientErrorCodes.network });
    }
    return null;
  };
  let response: Response;
  try {
    const target = /^https?:\/\//.test(url) ? url : buildApiUrl(url);
    // A file download: the answer is bytes (a Blob), there is no contract schema to parse it with.
    response = await fetch(target, { headers: sessionHeaders('*/*'), credentials: 'include', signal });
  } catch (cause) {
    return networkFailure(cause);
  }
  if (!response.ok) {
    onError?.(await failedResponse(response));
    return null;
  }
  if (!response.body) {
    onError?.({ message: downloadErrorText.noBody, status: response.status });
    return null;
  }
  try {
    const chunks = await readBody(
      response.body,
      Number(response.headers.get('Content-Length') ?? Number.NaN),
      onProgress,
    );
    return new Blob(chunks, { type: response.headers.get('Content-Type') ?? '' });
  } catch (cause) {
    return networkFailure(cause);
  }
}
