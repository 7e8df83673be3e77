import type { ModuleSummary } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import { moduleSummaryRows } from './course-page.repository.ts';

/** The course's modules in order, with lesson counts, the learner's watched counts and minutes of video. */
export async function moduleSummaries(
  db: Database,
  producerId: string,
  courseId: string,
  userId: string,
): Promise<ModuleSummary[]> {
  const rows = await moduleSummaryRows(db, producerId, courseId, userId);
  return rows.map(({ video_seconds, ...module }) => ({
    ...module,
    duration_in_minutes: Math.round(video_seconds / 60),
  }));
}
