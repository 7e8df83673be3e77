// Issue 16's figures: creating a 365-day study plan over all of a big producer's content and re-planning it three
// days later, through the API (app.inject on PostgreSQL), next to the engine's pure computation of the same plan
// (buildPlan / replan on the gathered input, no database) timed in the same run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { setClockOffset } from '../apps/api/src/clock/clock.ts';
import { loadConfig } from '../apps/api/src/config/index.ts';
import type { Database } from '../apps/api/src/db/database.ts';
import { openPostgres } from '../apps/api/src/db/open-postgres.ts';
import { rawRows } from '../apps/api/src/db/raw-rows.ts';
import { largeDatabaseUrl, largeProducer, seedLarge } from '../apps/api/src/db/seed/large/seed-large.ts';
import { studyDayNumber } from '../apps/api/src/modules/flashcards/study-day.ts';
import type { ExistingActivity } from '../apps/api/src/modules/planner/engine/engine-types.ts';
import { buildPlan } from '../apps/api/src/modules/planner/engine/plan-builder.ts';
import { replan } from '../apps/api/src/modules/planner/engine/replan.ts';
import { gatherPlanInputs } from '../apps/api/src/modules/planner/inputs/gather-plan-inputs.ts';
import type { PlanRecipe } from '../apps/api/src/modules/planner/inputs/plan-recipe.ts';
import { growCourses, plannerBenchSize } from './planner-content.ts';

const plannerTarget = { p95Ms: 300 } as const;
const dayMs = 86_400_000;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0;

/** `count` runs one after another (after `warm` untimed ones, as the other benches warm up): the times in ms. */
async function timed(count: number, run: () => unknown, warm = 3): Promise<number[]> {
  const times: number[] = [];
  for (let call = 0; call < warm + count; call++) {
    const started = performance.now();
    await run();
    if (call >= warm) times.push(performance.now() - started);
  }
  return times;
}

interface PlannerSetup {
  app: FastifyInstance;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  recipe: PlanRecipe;
}

async function signedIn(app: FastifyInstance, host: string): Promise<Record<string, string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host },
    payload: { email: largeProducer.learner, password: largeProducer.password },
  });
  if (login.statusCode !== 200) throw new Error(`POST /api/auth/login: HTTP ${login.statusCode}`);
  return { host, authorization: `Bearer ${login.json<{ token: string }>().token}` };
}

/** The onboarding's answers for a 365-day plan of everything: every course, the bank, cases, simulados, reviews. */
async function planRequest(app: FastifyInstance, headers: Record<string, string>) {
  const options = await app.inject({ method: 'GET', url: '/api/planner/options', headers });
  if (options.statusCode !== 200) throw new Error(`GET /api/planner/options: HTTP ${options.statusCode}`);
  const { today, institutions, courses } = options.json<{
    today: string;
    institutions: { id: number }[];
    courses: { id: string }[];
  }>();
  const examDate = new Date(Date.parse(`${today}T00:00:00Z`) + plannerBenchSize.days * dayMs).toISOString();
  const include = { course_ids: courses.map((course) => course.id), questions: true, flashcards: true };
  const recipe: PlanRecipe = {
    institutionIds: institutions.slice(0, 3).map((institution) => institution.id),
    weekdayMinutes: [0, 180, 180, 180, 180, 180, 300],
    daysOff: [],
    include: { ...include, cases: true, simulados: true },
    selfRatings: {},
    diagnostic: {},
  };
  const body = {
    exam_date: examDate.slice(0, 10),
    start_date: today,
    weekday_minutes: recipe.weekdayMinutes,
    days_off: [],
    institution_ids: recipe.institutionIds,
    include: recipe.include,
  };
  return { body, recipe };
}

export interface PlannerFigures {
  create: number[];
  /** The create's and the re-plan's database reads alone (gatherPlanInputs), where most of their time goes. */
  gather: number[];
  /** GET /api/planner/plans/:id: the plan page's summary of the same plan. */
  summary: number[];
  replan: number[];
  pureBuild: number[];
  pureReplan: number[];
  units: number;
  activities: number;
  moves: number;
}

async function postPlan(setup: PlannerSetup): Promise<number> {
  const response = await setup.app.inject({
    method: 'POST',
    url: '/api/planner/plans',
    headers: setup.headers,
    payload: setup.body,
  });
  if (response.statusCode !== 201) throw new Error(`POST /api/planner/plans: HTTP ${response.statusCode}`);
  return response.json<{ plan: { id: number } }>().plan.id;
}

async function getPlan(setup: PlannerSetup, planId: number): Promise<void> {
  const url = `/api/planner/plans/${planId}`;
  const response = await setup.app.inject({ method: 'GET', url, headers: setup.headers });
  if (response.statusCode !== 200) throw new Error(`GET ${url}: HTTP ${response.statusCode}`);
}

async function postReplan(setup: PlannerSetup, planId: number): Promise<void> {
  const url = `/api/planner/plans/${planId}/replan`;
  const response = await setup.app.inject({ method: 'POST', url, headers: setup.headers });
  if (response.statusCode !== 200) throw new Error(`POST ${url}: HTTP ${response.statusCode}`);
}

/** The plan's activities as the re-plan reads them: what the pure replan gets as `existing`. */
async function existingActivities(db: Database, planId: number): Promise<ExistingActivity[]> {
  const rows = await rawRows<Omit<ExistingActivity, 'day' | 'doneDay'> & { date: string; done_at: Date | null }>(
    db,
    sql`select id::int as id, unit_key as key, kind, title, minutes, subject_id as "subjectId", subject, target,
          date::text as date, position, status, done_at
        from study_plan_activities where plan_id = ${planId} order by date, position`,
  );
  return rows.map(({ date, done_at: doneAt, ...row }) => ({
    ...row,
    day: Date.parse(`${date}T00:00:00Z`) / dayMs,
    doneDay: doneAt ? studyDayNumber(doneAt) : null,
  }));
}

/**
 * Creates `runs` plans one after another (each archives the one before), then moves the clock three days ahead
 * (nothing of those days done) and re-plans the last `runs` times; the pure engine runs on the same inputs.
 */
export async function benchPlanner(runs = 20, pureRuns = 50): Promise<PlannerFigures> {
  await seedLarge();
  const connection = openPostgres(largeDatabaseUrl, { maxConnections: 10 });
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-planner-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    DATABASE_URL: largeDatabaseUrl,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  });
  const app = await buildApp({ config, db: connection, closeDatabase: false });
  try {
    await app.ready();
    const [learner] = await rawRows<{ producerId: string; userId: string }>(
      connection.db,
      sql`select p.id as "producerId", u.id as "userId" from producers p join users u on u.producer_id = p.id
          where p.slug = ${largeProducer.slug} and u.email = ${largeProducer.learner}`,
    );
    if (!learner) throw new Error('the large database has no bench learner');
    await growCourses(connection.db, learner);
    const headers = await signedIn(app, `${largeProducer.slug}.${largeProducer.vertical}.localhost`);
    const setup: PlannerSetup = { app, headers, ...(await planRequest(app, headers)) };
    const { db } = connection;
    const today = studyDayNumber(new Date());
    const examDay = today + plannerBenchSize.days;
    let planId = 0;
    const create = await timed(runs, async () => {
      planId = await postPlan(setup);
    });
    // The same inputs the create and the re-plan hand the engine (the plan starts today).
    const gathered = await gatherPlanInputs(db, learner, setup.recipe, today, examDay);
    const buildInput = { ...gathered.input, startDay: today };
    const built = buildPlan(buildInput);
    const pureBuild = await timed(pureRuns, () => buildPlan(buildInput));
    const gather = await timed(runs, () => gatherPlanInputs(db, learner, setup.recipe, today, examDay));
    const summary = await timed(runs, () => getPlan(setup, planId));
    const existing = await existingActivities(db, planId);
    setClockOffset(3 * dayMs);
    try {
      const later = await gatherPlanInputs(db, learner, setup.recipe, today + 3, examDay);
      const replanInput = { today: today + 3, plan: { ...later.input, startDay: today }, existing };
      const replanned = replan(replanInput);
      const pureReplan = await timed(pureRuns, () => replan(replanInput));
      const replanTimes = await timed(runs, () => postReplan(setup, planId));
      return {
        create,
        gather,
        summary,
        replan: replanTimes,
        pureBuild,
        pureReplan,
        units: gathered.input.units.length,
        activities: built.activities.length,
        moves: replanned.moves.length,
      };
    } finally {
      setClockOffset(0);
    }
  } finally {
    await app.close();
    await connection.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** The table rows: each call's p50 / p95 against the target, as a multiple of the pure computation's p50. */
export function plannerRows(figures: PlannerFigures): string[][] {
  const row = (name: string, times: number[], pure: number[], note: string) => {
    const p95 = percentile(times, 95);
    return [
      name,
      ms(times),
      `${(percentile(times, 50) / Math.max(percentile(pure, 50), 0.01)).toFixed(1)}× pure p50`,
      `${p95 <= plannerTarget.p95Ms ? '✓ pass' : '✗ FAIL'} (target p95 ≤ ${plannerTarget.p95Ms} ms; ${note})`,
    ];
  };
  const size = `${plannerBenchSize.days} days, ${figures.units} units`;
  return [
    ['buildPlan, pure (baseline)', ms(figures.pureBuild), '1×', `${size} → ${figures.activities} activities`],
    row(`POST /api/planner/plans (${size})`, figures.create, figures.pureBuild, `${figures.create.length} plans`),
    ['  of which gathering the inputs', ms(figures.gather), '', 'gatherPlanInputs alone, same recipe: the reads'],
    ['GET /api/planner/plans/:id (the summary)', ms(figures.summary), '', 'the plan page; evidence synced first'],
    ['replan, pure, 3 days missed (baseline)', ms(figures.pureReplan), '1×', `${figures.moves} moves`],
    row('POST /api/planner/plans/:id/replan', figures.replan, figures.pureReplan, `${figures.replan.length} calls`),
  ];
}
