import type { Course } from '@members/contract';

export interface FreemiumSession {
  /** Session `isFreemium`: the freemium end date, or false. */
  isFreemium: string | false;
  /** Session `linkFreemium`: the upgrade link. */
  linkFreemium: string | null;
}

export interface FreemiumOffer {
  endsAt: string;
  url: string | null;
}

/**
 * The freemium banner: the session's end date and upgrade link; else the earliest end of the courses opened
 * by a freemium access (with the session's link, or the course's purchase link).
 */
export function freemiumOffer(session: FreemiumSession, courses: readonly Course[]): FreemiumOffer | null {
  if (session.isFreemium) return { endsAt: session.isFreemium, url: session.linkFreemium };
  const ending = courses
    .filter((course) => course.access_kind === 'freemium' && course.access_ends_at !== null)
    .sort((a, b) => Date.parse(a.access_ends_at ?? '') - Date.parse(b.access_ends_at ?? ''))[0];
  if (!ending?.access_ends_at) return null;
  return { endsAt: ending.access_ends_at, url: session.linkFreemium ?? ending.oferta?.purchase_url ?? ending.purchase_url };
}
