/** What the API accepts for an avatar (apps/api avatar-image.ts), checked before opening the cropper. */
export const avatarAcceptedTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
const avatarMaxBytes = 5 * 1024 * 1024;
export const avatarMaxMegabytes = avatarMaxBytes / (1024 * 1024);

export type AvatarFileProblem = 'unsupportedType' | 'tooLarge';

/**
 * Why this file cannot become an avatar, or null when it may go to the cropper. The type the
 * browser reports is only a first filter: the server checks the content.
 */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(avatarAcceptedTypes as readonly string[]).includes(file.type)) return 'unsupportedType';
  if (file.size > avatarMaxBytes) return 'tooLarge';
  return null;
}
