import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadFile } from './download-file.ts';

class StoredPictureError extends Error {
  constructor(
    path: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(`picture ${path} could not be loaded (${status})`);
  }
}

async function fetchStoredPicture(path: string, signal: AbortSignal): Promise<Blob> {
  // The API serves these pictures only to signed-in callers allowed to see them, so they are fetched with the
  // session's headers (a QR-code session also needs X-App-Id, which an <img> cannot send).
  let status = 0;
  const blob = await downloadFile(path, { signal, onError: (failure) => (status = failure.status) });
  if (!blob) throw new StoredPictureError(path, status);
  return blob;
}

/** Once more after a network or server failure; a refusal (4xx) stays one. */
const retryPicture = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof StoredPictureError && error.status >= 400 && error.status < 500);

export type StoredPicture =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; src: string };

/**
 * A picture the API serves behind the session (an avatar, a card's picture), under the query key given (the
 * learner's data starts with 'user'): an object URL once it has arrived (revoked when no longer shown), `loading`
 * until then, `failed` when it could not be loaded, `none` without a path. A stored picture never changes under
 * its path, so it is never refetched.
 */
export function useStoredPicture(path: string | null, queryKey: readonly unknown[]): StoredPicture {
  const picture = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchStoredPicture(path ?? '', signal),
    enabled: path !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryPicture,
  });
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!picture.data) return undefined;
    const url = URL.createObjectURL(picture.data);
    setObjectUrl(url);
    return () => {
      URL.revokeObjectURL(url);
      setObjectUrl(null);
    };
  }, [picture.data]);
  if (path === null) return { status: 'none' };
  if (picture.isError) return { status: 'failed' };
  return picture.data && objectUrl ? { status: 'ready', src: objectUrl } : { status: 'loading' };
}
