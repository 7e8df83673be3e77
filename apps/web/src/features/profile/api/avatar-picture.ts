import { useStoredPicture } from '../../../lib/api/use-stored-picture.ts';

/** A stored avatar never changes (a new picture gets a new name); it belongs to the signed-in learner's data. */
const avatarPictureKey = (path: string) => ['user', 'avatar-picture', path] as const;

const isExternal = (path: string) => /^https?:\/\//i.test(path);

/**
 * The `src` of the learner's picture: an object URL of the stored avatar once it has arrived (the API serves it
 * only to signed-in users of its producer), an older external URL as is, or null while loading, after a failure,
 * or without a picture.
 */
export function useAvatarPicture(path: string | null): string | null {
  const stored = path && !isExternal(path) ? path : null;
  const picture = useStoredPicture(stored, avatarPictureKey(stored ?? ''));
  if (path && isExternal(path)) return path;
  return picture.status === 'ready' ? picture.src : null;
}
