import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadFile } from '../../../lib/api/download-file.ts';

/** A card's picture belongs to the signed-in learner's data (it is access-checked). */
export const cardPictureKey = (path: string) => ['flashcards', 'card-picture', path] as const;

class CardPictureError extends Error {
  constructor(
    path: string,
    /** HTTP status; 0 when the server was not reached. */
    readonly status: number,
  ) {
    super(`card picture ${path} could not be loaded (${status})`);
  }
}

async function fetchCardPicture(path: string, signal: AbortSignal): Promise<Blob> {
  // The API serves a card's picture only to a learner who may study the card, so it is fetched with the
  // session's headers (a QR-code session also needs X-App-Id, which an <img> cannot send).
  let status = 0;
  const blob = await downloadFile(path, { signal, onError: (failure) => (status = failure.status) });
  if (!blob) throw new CardPictureError(path, status);
  return blob;
}

/** Once more after a network or server failure; a refusal (4xx) stays one. */
const retryPicture = (failures: number, error: Error) =>
  failures < 1 && !(error instanceof CardPictureError && error.status >= 400 && error.status < 500);

export type CardPicture =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; src: string };

/**
 * A card's picture: an object URL once it has arrived (revoked when no longer shown), `loading` until then,
 * `failed` when it could not be loaded, `none` for a card without picture.
 */
export function useCardPicture(path: string | null): CardPicture {
  const picture = useQuery({
    queryKey: cardPictureKey(path ?? ''),
    queryFn: ({ signal }) => fetchCardPicture(path ?? '', signal),
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
