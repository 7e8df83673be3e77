/** Spec §8, image cropper: what can go wrong and what the learner is told. */
export type CropperFailure =
  /** The image cannot be read or decoded (the cropper's error event). */
  | 'load'
  /** The container has no room for the cropping area (zero width or height). */
  | 'container'
  /** The EXIF orientation cannot be parsed: the image still opens, unrotated. */
  | 'orientation'
  /** Drawing or encoding the cropped result failed. */
  | 'crop';

const messageKeys = {
  load: 'profile.avatar.errors.loadFailed',
  container: 'profile.avatar.errors.containerTooSmall',
  crop: 'profile.avatar.errors.cropFailed',
} as const satisfies Record<Exclude<CropperFailure, 'orientation'>, string>;

export type CropperFailureMessageKey = (typeof messageKeys)[keyof typeof messageKeys];

/**
 * The translation key to show for a failure, or null when the learner is told nothing: an
 * unreadable orientation is only a console warning (the cropper opens the image as it is).
 */
export function cropperFailureMessageKey(failure: CropperFailure, detail?: unknown): CropperFailureMessageKey | null {
  if (failure === 'orientation') {
    console.warn('Avatar cropper: could not read the image orientation; showing it as stored.', detail);
    return null;
  }
  return messageKeys[failure];
}
