/** Public addresses of course files; storage keys never leave the API except through these. */

/** A cover or hero image (public, immutable): storage key `covers/<name>` at /api/files/covers/<name>. */
export function coverUrl(key: string): string {
  return `/api/files/${key}`;
}

/** Download of a handout, with the session (bearer or cookie). */
export function apostilaDownloadUrl(apostilaId: number): string {
  return `/api/apostilas/${apostilaId}/download`;
}

/** The lesson's video file, streamed with range requests and the session cookie. */
export function lessonVideoUrl(lessonId: number): string {
  return `/api/lessons/${lessonId}/video`;
}
