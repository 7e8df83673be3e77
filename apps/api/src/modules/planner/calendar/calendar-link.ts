import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database.ts';
import { authOf } from '../../../plugins/authentication.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { memberAreaBase } from '../../auth/member-area-links.ts';
import { requestOwnOrigin } from '../../tenancy/origins.ts';
import { planArchivedError, planNotFoundError } from '../planner.errors.ts';
import { findLearnerPlan, setCalendarTokenHash } from './calendar.repository.ts';
import { calendarTokenHash, newCalendarToken } from './calendar-token.ts';

/** The feed's address: `<origin>/api/planner/calendar/<token>.ics`. */
export function calendarFeedUrl(base: string, token: string): string {
  return `${base}/api/planner/calendar/${token}.ics`;
}

/**
 * A new private feed for the learner's active plan: a fresh token whose hash replaces the old one (the old URL stops
 * working). Only the hash is kept, so the URL can be shown only now. On the member area's address (the producer's
 * configured one, else the request's own origin).
 */
export async function createCalendarLink(
  db: Database,
  request: FastifyRequest,
  learner: Learner,
  planId: number,
): Promise<{ url: string }> {
  const plan = await findLearnerPlan(db, learner, planId);
  if (!plan) throw planNotFoundError();
  if (plan.status !== 'active') throw planArchivedError();
  const token = newCalendarToken();
  await setCalendarTokenHash(db, plan.id, calendarTokenHash(token));
  const base = (await memberAreaBase(db, request, authOf(request).producer)) ?? requestOwnOrigin(request) ?? '';
  return { url: calendarFeedUrl(base, token) };
}

/** Revokes the plan's feed (idempotent: a plan without one stays without). */
export async function revokeCalendarLink(db: Database, learner: Learner, planId: number): Promise<void> {
  const plan = await findLearnerPlan(db, learner, planId);
  if (!plan) throw planNotFoundError();
  await setCalendarTokenHash(db, plan.id, null);
}
