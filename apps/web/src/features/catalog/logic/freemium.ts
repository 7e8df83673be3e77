import type { Course } from '@members/contract';
import type { FreemiumGrant } from '../../../lib/access/freemium-offer.ts';

/** The courses opened by a freemium access, as grants for the one trial-end rule (lib/access/freemium-offer). */
export function freemiumGrantsOfCourses(courses: readonly Course[]): FreemiumGrant[] {
  return courses
    .filter((course) => course.access_kind === 'freemium')
    .map((course) => ({ endsAt: course.access_ends_at, url: course.oferta?.purchase_url ?? course.purchase_url }));
}
