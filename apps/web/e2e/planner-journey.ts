import { expect } from './fixtures.ts';
import type { APIRequestContext, Page } from '@playwright/test';

/** Helpers of the study planner's journeys (planner-*.spec.ts): set-up calls through the API, dates, the clock. */

const dayMs = 86_400_000;

/** `YYYY-MM-DD` of the São Paulo day `days` from now (the planner's study days; UTC−3 all year). */
export function studyDayKey(days = 0, at = Date.now()): string {
  return new Date(at - 3 * 3_600_000 + days * dayMs).toISOString().slice(0, 10);
}

/** `dd/mm` of a `YYYY-MM-DD` key, as the planner's pages show a day. */
export const shortDate = (key: string) => `${key.slice(8, 10)}/${key.slice(5, 7)}`;

/**
 * A call to the API from inside the page, with the session the app stored (Node does not resolve the *.localhost
 * sites): the status and the JSON body.
 */
export async function apiFromPage<T>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ([callMethod, url, data]) => {
      const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { state?: { token?: string } };
      const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1];
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (session.state?.token) headers.Authorization = `Bearer ${session.state.token}`;
      if (xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
      if (data !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(url, {
        method: callMethod,
        headers,
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      const text = await response.text();
      return { status: response.status, json: (text ? JSON.parse(text) : null) as T };
    },
    [method, path, body] as const,
  );
}

interface PlannerOptions {
  today: string;
  institutions: { id: number; desc: string; questions: number }[];
  courses: { id: string; name: string; lessons: number }[];
}

/** What the onboarding offers this learner (GET /api/planner/options). */
export async function plannerOptions(page: Page): Promise<PlannerOptions> {
  const options = await apiFromPage<PlannerOptions>(page, 'GET', '/api/planner/options');
  expect(options.status, 'GET /api/planner/options').toBe(200);
  return options.json;
}

export interface PlanRequest {
  institution_ids: number[];
  start_date: string;
  exam_date: string;
  weekday_minutes: number[];
  days_off?: string[];
  include: { course_ids: string[]; questions: boolean; flashcards: boolean; cases: boolean; simulados: boolean };
}

/** Creates the learner's plan by the API (POST /api/planner/plans): its id. */
export async function createPlan(page: Page, body: PlanRequest): Promise<number> {
  const created = await apiFromPage<{ plan: { id: number } }>(page, 'POST', '/api/planner/plans', body);
  expect(created.status, `POST /api/planner/plans ${JSON.stringify(created.json)}`).toBe(201);
  return created.json.plan.id;
}

/** Moves the server's clock `offsetMs` ahead of the real time (0: back to it); TEST_CLOCK=true on the e2e server. */
export async function setServerClock(request: APIRequestContext, offsetMs: number): Promise<void> {
  const response = await request.put('/api/test/clock', { data: { offset_ms: offsetMs } });
  expect(response.status(), 'PUT /api/test/clock (TEST_CLOCK=true on the e2e server)').toBe(204);
}
