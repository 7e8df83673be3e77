/** Publication dates of the demo content: spread over the last months, relative to the seed's `now`. */

const dayMs = 24 * 60 * 60 * 1000;

/** The catalog's first course three weeks ago, each next one about a month before. */
export function coursePublishedAt(position: number, now: Date): Date {
  const days = 21 + position * 34 + (position % 3) * 2;
  return new Date(now.getTime() - days * dayMs - (position % 5) * 3_600_000);
}

/** Lessons one after the other from the course's date, at most three days apart, the last at least two days ago. */
export function lessonPublishedAt(coursePublished: Date, lessonIndex: number, lessonCount: number, now: Date): Date {
  const available = now.getTime() - coursePublished.getTime() - 2 * dayMs;
  const spacing = Math.max(0, Math.min(3 * dayMs, available / Math.max(1, lessonCount)));
  return new Date(coursePublished.getTime() + lessonIndex * spacing);
}
