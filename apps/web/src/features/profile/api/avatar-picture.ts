import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { downloadFile } from '../../../lib/api/download-file.ts';

/** A stored avatar never changes (a new picture gets a new name); it belongs to the signed-in learner's data. */
export const avatarPictureKey = (path: string) => ['user', 'avatar-picture', path] as const;

const isExternal = (path: string) => /^https?:\/\//i.test(path);

class AvatarPictureError extends Error {}

async function fetchAvatarPicture(path: string, signal: AbortSignal): Promise<Blob> {
  // The API serves an avatar only to a signed-in user of its producer, so it is fetched with the session's
  // headers (a QR-code session also needs X-App-Id, which an <img> cannot send) and shown from an object URL.
  const blob = await downloadFile(path, { signal });
  if (!blob) throw new AvatarPictureError(`avatar ${path} could not be loaded`);
  return blob;
}

/**
 * The `src` of the learner's picture: an object URL of the stored avatar once it has arrived (revoked when no
 * longer shown), an older external URL as is, or null while loading, after a failure, or without a picture.
 */
export function useAvatarPicture(path: string | null): string | null {
  const stored = path && !isExternal(path) ? path : null;
  const picture = useQuery({
    queryKey: avatarPictureKey(stored ?? ''),
    queryFn: ({ signal }) => fetchAvatarPicture(stored ?? '', signal),
    enabled: stored !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
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
  if (path && isExternal(path)) return path;
  return stored && picture.data ? objectUrl : null;
}
