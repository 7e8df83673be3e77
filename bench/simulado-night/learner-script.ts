import { query, mutation } from './learner-calls.ts';
import { LearnerOutbox } from './learner-outbox.ts';
import { sleepOn, type NightContext } from './night-context.ts';

export interface NightLearner {
  userId: string;
  token: string;
}

export interface LearnerOutcome {
  userId: string;
  /** Handed in, and the details page showed the result. */
  finished: boolean;
  /** Per question, the answer of the last write the server acknowledged. */
  acked: Map<number, string>;
}

/** Shares of the scenario (issue 19): answer changes, reloads; a fast taker answers every 30 s on average. */
const changeShare = 0.15;
const reloadShare = 0.1;
const meanAnswerGapMs = 30_000;

const kinds = {
  detail: 'GET /api/simulados/:id',
  start: 'POST /api/simulados/:id/attempt',
  attempt: 'GET /api/simulados/:id/attempt',
  submit: 'POST /api/simulados/:id/attempt/submit',
  appConfig: 'GET /api/app-config',
  user: 'GET /api/user',
} as const;

/** The exam page reloaded: the app starts again (its config, the user) and the exam page reads the attempt. */
async function reload(ctx: NightContext, token: string): Promise<void> {
  const exam = `/api/simulados/${ctx.simuladoId}`;
  await Promise.all([
    query(ctx, token, kinds.appConfig, '/api/app-config'),
    query(ctx, token, kinds.user, '/api/user'),
    query(ctx, token, kinds.attempt, `${exam}/attempt`, { retries: 2, retry4xx: false }),
  ]);
}

/** The next answer: mostly the next blank question, sometimes another letter for one already answered. */
function answerOnce(ctx: NightContext, chosen: Map<number, string>, outbox: LearnerOutbox): void {
  const pick = <T>(list: readonly T[]) => list[Math.floor(ctx.random() * list.length)] as T;
  const blank = ctx.questions.find((question) => !chosen.has(question.id));
  const change = chosen.size > 0 && (ctx.random() < changeShare || !blank);
  const question = change ? pick(ctx.questions.filter((candidate) => chosen.has(candidate.id))) : blank;
  if (!question) return;
  const letter = pick(question.letters.filter((candidate) => candidate !== chosen.get(question.id)));
  chosen.set(question.id, letter);
  outbox.enqueue(question.id, letter);
}

/**
 * One learner's night, calls as the web app makes them: the details page, "Iniciar" (then the details are
 * refetched and the exam page reads the attempt), an answer every ~30 s (exponential gaps) through the outbox,
 * maybe a reload midway, and at the end the hand-in (after the outbox drains) and the details page's refetch (its
 * result is the one the hand-in answered).
 */
export async function runLearner(
  ctx: NightContext,
  learner: NightLearner,
  startAt: number,
  outcome: LearnerOutcome,
): Promise<void> {
  const outbox = new LearnerOutbox(ctx, learner.token, outcome.acked);
  const exam = `/api/simulados/${ctx.simuladoId}`;
  await sleepOn(ctx, startAt - performance.now());
  await query(ctx, learner.token, kinds.detail, exam);
  await sleepOn(ctx, 2_000 + ctx.random() * 4_000);
  const started = await mutation(ctx, learner.token, kinds.start, `${exam}/attempt`);
  if (started.status !== 200 && started.status !== 201) return;
  await Promise.all([
    query(ctx, learner.token, kinds.detail, exam),
    query(ctx, learner.token, kinds.attempt, `${exam}/attempt`, { retries: 2, retry4xx: false }),
  ]);
  const endAt = startAt + ctx.holdMs;
  const reloading =
    ctx.random() < reloadShare
      ? sleepOn(ctx, ctx.holdMs * (0.3 + ctx.random() * 0.4)).then(() => reload(ctx, learner.token))
      : Promise.resolve();
  const chosen = new Map<number, string>();
  for (;;) {
    const gap = -Math.log(1 - ctx.random()) * meanAnswerGapMs;
    if (performance.now() + gap >= endAt || ctx.stopped) break;
    await sleepOn(ctx, gap);
    answerOnce(ctx, chosen, outbox);
  }
  await sleepOn(ctx, endAt - performance.now());
  await Promise.all([reloading, outbox.drained()]);
  if (ctx.stopped) return;
  const submitted = await mutation(ctx, learner.token, kinds.submit, `${exam}/attempt/submit`);
  if (submitted.status !== 200) return;
  // The result page opens on the result the hand-in answered (the web app's resultFreshMs); the details refresh.
  const detail = await query(ctx, learner.token, kinds.detail, exam);
  outcome.finished = detail.status === 200;
}
