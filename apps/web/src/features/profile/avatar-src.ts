import { buildApiUrl } from '../../lib/api/api-request.ts';

/** `image_path_avatar` is a path on the API (`/api/files/avatars/…`) or, for older data, a full URL. */
export function avatarSrc(path: string | null): string | null {
  if (!path) return null;
  return /^https?:\/\//i.test(path) ? path : buildApiUrl(path);
}

/** "Ana Beatriz Souza" → "AS"; "Dr. Daniel Moreira" → "DM" (titles skipped). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !/^(dr|dra|prof|profa)\.?$/i.test(word));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
