// npm run bench: reproducible figures, each next to a baseline measured in the same run (shared, noisy box).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureFirstPaint, type FirstPaintWeight } from './first-paint.ts';
import { activePlanPage, benchLearner, learnerHeaders, offersPage, producerHost } from './learner-session.ts';
import { benchLaptopStart, laptopStartRows } from './laptop-start.ts';
import { benchLearnerRoutes } from './learner-routes.ts';
import { phoneRows, type PhonePage } from './phone-pages.ts';
import { startProcess } from './processes.ts';
import { assistantRows, benchAssistant } from './assistant.ts';
import { benchClinicalCases, clinicalCaseRows } from './clinical-cases.ts';
import { benchPlanner, plannerRows } from './planner.ts';
import { benchQuestionBank, questionBankRows } from './question-bank.ts';
import { benchSimuladoNight, simuladoNightRows } from './simulado-night.ts';
import { signedInState } from './signed-in-state.ts';
import { ensureWebBuild } from '../scripts/build-web.mjs';
import { benchStudyQueue, studyQueueRows } from './study-queue.ts';

const root = new URL('..', import.meta.url).pathname;
// The API as production runs it: compiled JavaScript (scripts/build-server.mjs, built below when stale).
const server = join(root, 'apps/api/dist/server.js');
const FIRST_PAINT_BUDGET_GZIP_JS = 140 * 1024;
const FIRST_PAINT_TIGHT_BUDGET_GZIP_JS = 120 * 1024;
const pgAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const rows: string[][] = [];
/**
 * BENCH_ONLY=laptop times only a warm `npm start`; BENCH_ONLY=routes only the learner calls beside the bare route; BENCH_ONLY=web runs only the first-paint weights, BENCH_ONLY=phones only Lighthouse mobile on the same pages
 * (BENCH_PAGES=/questoes,/flashcards picks some); BENCH_ONLY=api skips the web build and both; BENCH_ONLY=questions runs only the question-bank figures;
 * BENCH_ONLY=flashcards only the study-queue figure; BENCH_ONLY=cases only the clinical cases' figures;
 * BENCH_ONLY=planner only the study planner's; BENCH_ONLY=night only the simulado night (SIMULADO_NIGHT_STEPS=500,1000
 * picks the sizes, SIMULADO_NIGHT_FULL=1 holds each 3 minutes); BENCH_ONLY=assistant only the assistant's retrieval (recall@5 and
 * MRR per vertical over the retrieval sets, full text and, with EMBEDDING_* set, vector-merged; its time).
 * BENCH_PROFILE_DIR=dir writes a CPU profile of each API process the bench starts, when it stops.
 */
const only = process.env.BENCH_ONLY ?? 'all';
/** First of the ports the bench listens on (BENCH_PORT=4420 when another bench may be running). */
const portBase = Number(process.env.BENCH_PORT ?? 4320);
const port = (offset: number) => String(portBase + offset);
/** Paired rounds of the route figures (BENCH_ROUNDS=1 for a quick look; the median of 3 by default). */
const routeRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

/** 140 KB for every page; 120 KB on the two pages measured first (issue 19), so the new areas have room. */
const firstPaintBudget = (page: string) =>
  page === '/auth/newLogin' || page.startsWith('/courses')
    ? FIRST_PAINT_TIGHT_BUDGET_GZIP_JS
    : FIRST_PAINT_BUDGET_GZIP_JS;

function firstPaintRows(page: string, weight: FirstPaintWeight): string[][] {
  // BENCH_FILES=1 lists each file a page loaded, largest first: where to look when a page goes over budget.
  if (process.env.BENCH_FILES) {
    const files = weight.files.toSorted((a, b) => b.gzipBytes - a.gzipBytes);
    for (const file of files) console.error(`  ${page}  ${file.type}  ${file.gzipBytes}  ${file.url}`);
  }
  const budget = firstPaintBudget(page);
  const verdict = weight.jsGzipBytes <= budget ? '✓ within budget' : '✗ OVER BUDGET';
  return [
    [
      `first paint ${page}: JS (gzip)`,
      kb(weight.jsGzipBytes),
      `budget ${kb(budget)}`,
      `${((weight.jsGzipBytes / budget) * 100).toFixed(0)}% of budget, ${verdict}`,
    ],
    [`first paint ${page}: CSS (gzip)`, kb(weight.cssGzipBytes), '', `${weight.files.length} files in all`],
  ];
}

/**
 * The pages measured on a phone and by weight: the login, /courses signed in (the demo learner signs in through
 * the form, and a fresh page with an empty HTTP cache opens it with the session the app stored), each area's main
 * page signed in, and the offers page (issue 17) as a visitor's first page.
 */
async function measuredPages(appPort: string): Promise<PhonePage[]> {
  const origin = `http://${producerHost(appPort)}`;
  const learner = await learnerHeaders(`http://127.0.0.1:${appPort}`, producerHost(appPort));
  const plan = await activePlanPage(`http://127.0.0.1:${appPort}`, learner);
  const offers = await offersPage(`http://127.0.0.1:${appPort}`, learner);
  // Last: a learner has one session, so a sign-in after this one would supersede the browser's (and every
  // signed-in page would show "conta acessada em outro lugar").
  const signedIn = [
    '/courses',
    '/questoes',
    '/questoes/filtro',
    '/flashcards',
    '/casos-clinicos',
    `${plan}/activities`,
  ];
  // A returning learner, whose browser kept each page's last screen (BENCH_LAST_SCREENS=0: a first visit after a
  // deploy, with none).
  const returning = process.env.BENCH_LAST_SCREENS !== '0';
  const session = await signedInState(origin, benchLearner.email, benchLearner.password, returning ? signedIn : []);
  return [
    { label: '/auth/newLogin', url: `${origin}/auth/newLogin` },
    ...signedIn.map((path) => ({
      label: `${path} (signed in, ${returning ? 'returning' : 'first visit'})`,
      url: `${origin}${path}`,
      session,
    })),
    { label: `${offers} (visitor)`, url: `${origin}${offers}` },
  ];
}

/** The web figures: each page's first-paint weight (BENCH_ONLY=web) and its Lighthouse mobile figures (=phones). */
async function benchWebPages(weights: boolean, phones: boolean): Promise<void> {
  // Rebuilt when older than its sources, as `npm start` does: an old build measured the code before a change.
  await ensureWebBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-'));
  const app = await startProcess(server, { PORT: port(0), HOST: '127.0.0.1', DATA_DIR: dataDir }, '/readyz');
  try {
    const pages = await measuredPages(port(0));
    if (weights)
      for (const page of pages)
        rows.push(...firstPaintRows(page.label, await measureFirstPaint(page.url, page.session)));
    if (phones) rows.push(...(await phoneRows(pages)));
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchApiOnPostgres(): Promise<void> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  try {
    await admin.connect();
  } catch {
    rows.push(['API on PostgreSQL (producers, courses, module)', 'skipped', '', `no PostgreSQL at ${pgAdminUrl}`]);
    return;
  }
  const dbName = `bench_${process.pid}`;
  await admin.query(`create database ${dbName}`);
  const url = new URL(pgAdminUrl);
  url.pathname = `/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'members-bench-'));
  try {
    rows.push(
      ...(await benchLearnerRoutes({
        server,
        bare: join(root, 'bench/bare-fastify.ts'),
        ports: [port(1), port(2)],
        databaseUrl: url.toString(),
        dataDir,
        rounds: routeRounds,
      })),
    );
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 5: counts over the 1M bank and answer submission (npm run seed:large fills it on first use, ~6 min). */
async function benchQuestions(): Promise<void> {
  const bare = await startProcess(join(root, 'bench/bare-fastify.ts'), { PORT: port(3) }, '/api/producers');
  try {
    rows.push(...questionBankRows(await benchQuestionBank(server, port(4), bare.url)));
  } catch (error) {
    rows.push(['question bank (1M)', 'skipped', '', `${(error as Error).message.slice(0, 120)}`]);
  } finally {
    await bare.stop();
  }
}

/** Issue 14: the study queue of a learner with 50,000 cards and 200,000 reviews, on a fresh PostgreSQL database. */
async function benchFlashcards(): Promise<void> {
  const bare = await startProcess(join(root, 'bench/bare-fastify.ts'), { PORT: port(5) }, '/api/producers');
  try {
    rows.push(...studyQueueRows(await benchStudyQueue(server, pgAdminUrl, port(6), bare.url)));
  } catch (error) {
    rows.push(['GET /api/flashcards/queue (50k cards)', 'skipped', '', `${(error as Error).message.slice(0, 120)}`]);
  } finally {
    await bare.stop();
  }
}

/** Issue 15: the case list and a debrief on the large database (5,000 cases, 200,000 attempts; seed:large adds them). */
async function benchCases(): Promise<void> {
  const bare = await startProcess(join(root, 'bench/bare-fastify.ts'), { PORT: port(7) }, '/api/producers');
  try {
    rows.push(...clinicalCaseRows(await benchClinicalCases(server, port(8), bare.url)));
  } catch (error) {
    const reason = (error as Error).message.slice(0, 120);
    rows.push(['clinical cases (5k cases)', 'skipped', '', `needs PostgreSQL (LARGE_DATABASE_URL): ${reason}`]);
  } finally {
    await bare.stop();
  }
}

/** Issue 16: a 365-day plan over the large producer's content, created and re-planned (in process, app.inject). */
async function benchPlans(): Promise<void> {
  try {
    rows.push(...plannerRows(await benchPlanner()));
  } catch (error) {
    const reason = (error as Error).message.slice(0, 120);
    rows.push(['study planner (365 days)', 'skipped', '', `needs PostgreSQL (LARGE_DATABASE_URL): ${reason}`]);
  }
}

/** Issue 18: the assistant's retrieval over the seeded demo (recall@5 / MRR per vertical, time vs a select by id). */
/** Issue 19: the largest number of learners sitting one simulado at once that holds p99 ≤ 300 ms, on PostgreSQL. */
async function benchNight(): Promise<void> {
  try {
    rows.push(...simuladoNightRows(await benchSimuladoNight(server, pgAdminUrl, port(10))));
  } catch (error) {
    rows.push(['simulado night', 'skipped', '', `needs PostgreSQL at ${pgAdminUrl}: ${(error as Error).message}`]);
  }
}

async function benchAssistantRetrieval(): Promise<void> {
  try {
    rows.push(...assistantRows(await benchAssistant(pgAdminUrl)));
  } catch (error) {
    const reason = (error as Error).message.slice(0, 100);
    rows.push(['assistant retrieval', 'skipped', '', `needs PostgreSQL at ${pgAdminUrl}: ${reason}`]);
  }
}

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
if (
  spawnSync(process.execPath, [join(root, 'scripts/build-server.mjs'), '--if-stale'], { stdio: 'inherit' }).status !== 0
)
  throw new Error('compiling the API failed');
if (['all', 'web', 'phones'].includes(only)) await benchWebPages(only !== 'phones', only !== 'web');
// Issue 19: a warm `npm start` on the embedded database (BENCH_ONLY=laptop runs it alone).
if (only === 'all' || only === 'laptop') rows.push(...laptopStartRows(await benchLaptopStart(root, port(9))));
if (['all', 'api', 'questions', 'flashcards', 'cases', 'planner', 'assistant', 'night', 'routes'].includes(only)) {
  const before = loadAverage();
  if (only === 'all' || only === 'api' || only === 'routes') await benchApiOnPostgres();
  if (only === 'all' || only === 'api' || only === 'questions') await benchQuestions();
  if (only === 'all' || only === 'api' || only === 'flashcards') await benchFlashcards();
  if (only === 'all' || only === 'api' || only === 'cases') await benchCases();
  if (only === 'all' || only === 'api' || only === 'planner') await benchPlans();
  if (only === 'all' || only === 'api' || only === 'assistant') await benchAssistantRetrieval();
  if (only === 'all' || only === 'api' || only === 'night') await benchNight();
  // The box is shared (2 cores): load above ~2 means other work took CPU from these figures.
  rows.push([
    'load average 1 / 5 / 15 min',
    `${before} → ${loadAverage()}`,
    '',
    'before → after the API runs; noisy above ~2 (2 cores)',
  ]);
}
const header = ['measure', 'figure', 'ratio / budget', 'notes'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
console.log([line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n'));
