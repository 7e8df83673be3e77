import type { Database } from '../../db/database.ts';
import type { UserAccessRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isActive } from '../accesses/accesses.service.ts';
import { readAccessRows } from './course-access.repository.ts';

export type AccessKind = 'compra' | 'concessao' | 'freemium';

/** What opens a course for the learner: the kind of access and when it ends (null: never). */
export interface CourseAccess {
  kind: AccessKind;
  endsAt: Date | null;
}

/** The learner's live accesses by product code (the best one per product: paid over freemium, later end first). */
export type LearnerAccess = ReadonlyMap<string, CourseAccess>;

const kindRank: Record<AccessKind, number> = { compra: 0, concessao: 0, freemium: 1 };

function better(a: CourseAccess, b: CourseAccess): CourseAccess {
  if (kindRank[a.kind] !== kindRank[b.kind]) return kindRank[a.kind] < kindRank[b.kind] ? a : b;
  const end = (access: CourseAccess) => access.endsAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return end(a) >= end(b) ? a : b;
}

/** The accesses active at `now` (started, not ended), the best one per product. */
export function bestAccesses(rows: readonly UserAccessRow[], now = Date.now()): LearnerAccess {
  const byProduct = new Map<string, CourseAccess>();
  for (const row of rows) {
    if (!isActive(row, now)) continue;
    const access = { kind: row.kind, endsAt: row.ends_at };
    const current = byProduct.get(row.product_code);
    byProduct.set(row.product_code, current ? better(current, access) : access);
  }
  return byProduct;
}

/** Loads the learner's active (started, not ended, not revoked) accesses of this producer. */
export async function loadLearnerAccess(
  db: Database,
  producerId: string,
  userId: string,
  now = Date.now(),
): Promise<LearnerAccess> {
  return bestAccesses(await readAccessRows(db, producerId, userId), now);
}

/** The access that opens a course sold as any of `productCodes`, or null when it is locked. */
export function courseAccess(learner: LearnerAccess, productCodes: readonly string[]): CourseAccess | null {
  let found: CourseAccess | null = null;
  for (const code of productCodes) {
    const access = learner.get(code);
    if (access) found = found ? better(found, access) : access;
  }
  return found;
}

/** A lesson opens with access to its course, or to anyone when it is a free preview. */
export function canOpenLesson(access: CourseAccess | null, lesson: { free_preview: boolean }): boolean {
  return access !== null || lesson.free_preview;
}

/** 403 for a lesson or file the learner cannot open; `data.purchase_url` says where to buy it. */
export function lessonLockedError(purchaseUrl: string | null): AppError {
  return new AppError({
    code: 'courses.lesson_locked',
    statusCode: 403,
    message: 'No access to this lesson; buy the course to open it',
    ...(purchaseUrl ? { data: { purchase_url: purchaseUrl } } : {}),
  });
}
