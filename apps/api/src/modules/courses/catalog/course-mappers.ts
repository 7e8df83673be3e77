import type { Course, CourseCategory } from '@members/contract';
import type { CourseAccess } from '../course-access.ts';
import { coverUrl } from '../course-urls.ts';

/** The label of a locked card's offer when the course names none. */
export const defaultOfferLabel = 'Adquira o curso';

/**
 * Card text of a duration, in the web app's one style (lib/format): "12h 30min", "45 min", "2h" (rounded to
 * the minute; "0 min" when empty).
 */
export function hoursText(totalSeconds: number): string {
  const totalMinutes = Math.max(0, Math.round(totalSeconds / 60));
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  if (minutes === 0) return `${hours}h`;
  return `${hours}h ${minutes}min`;
}

/** Seconds as hours with one decimal. */
export function durationInHours(totalSeconds: number): number {
  return Math.round(Math.max(0, totalSeconds) / 360) / 10;
}

/** Share of the lessons watched, 0–100 (0 for an empty course). */
export function progressPercent(watched: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((watched / total) * 100)));
}

/**
 * The purchase link a learner sees: where to buy a locked course, and where to upgrade a course opened only
 * by freemium (the banner's upgrade link); null when a purchase or grant opens it.
 */
export function visiblePurchaseUrl(purchaseUrl: string | null, access: CourseAccess | null): string | null {
  return access === null || access.kind === 'freemium' ? purchaseUrl : null;
}

/** A course with its counts and the learner's watched count (see course-summary.repository.ts). */
export interface CourseSummaryRow {
  id: string;
  kind: Course['kind'];
  name: string;
  description: string;
  popularity: number;
  image_key: string;
  hero_image_key: string;
  product_codes: string[];
  purchase_url: string | null;
  offer_label: string | null;
  trailer_vimeo_id: string | null;
  featured: boolean;
  position: number;
  lesson_count: number;
  video_seconds: number;
  module_count: number;
  attachment_count: number;
  watched_count: number;
  categories: CourseCategory[];
}

export function toCourse(row: CourseSummaryRow, access: CourseAccess | null): Course {
  const locked = access === null;
  return {
    uuid: row.id,
    kind: row.kind,
    name: row.name,
    description: row.description,
    popularity: row.popularity,
    image_uri: coverUrl(row.image_key),
    hero_image_uri: coverUrl(row.hero_image_key),
    purchase_url: visiblePurchaseUrl(row.purchase_url, access),
    duration_in_hours: durationInHours(row.video_seconds),
    trailer_vimeo_id: row.trailer_vimeo_id,
    total_videos: row.lesson_count,
    attachments: row.attachment_count,
    modules: row.module_count,
    access: !locked,
    access_kind: access?.kind ?? null,
    access_ends_at: access?.endsAt?.toISOString() ?? null,
    horas: hoursText(row.video_seconds),
    aula: row.lesson_count,
    modulo: row.module_count,
    oferta:
      locked && row.purchase_url
        ? { purchase_url: row.purchase_url, label: row.offer_label ?? defaultOfferLabel }
        : null,
    categories: row.categories,
    featured: row.featured,
    progress: progressPercent(row.watched_count, row.lesson_count),
  };
}
