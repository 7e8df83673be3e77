import { monitorEventLoopDelay } from 'node:perf_hooks';
import { CallLog, type CallFigures } from './call-log.ts';
import { keepAliveClient } from './keep-alive-client.ts';
import { runLearner, type LearnerOutcome, type NightLearner } from './learner-script.ts';
import { seededRandom } from '../../apps/api/src/db/seed/questions/seeded-random.ts';
import { sleepOn, type NightContext, type NightQuestion } from './night-context.ts';
import { TimerWheel } from './timer-wheel.ts';

export interface NightStepInput {
  apiUrl: string;
  host: string;
  learners: readonly NightLearner[];
  simuladoId: number;
  questions: NightQuestion[];
  holdMs: number;
  /** Every learner starts within this window. */
  rampMs: number;
  /** Keep-alive connections the learners share. */
  sockets: number;
}

export interface NightStepRun {
  calls: CallFigures[];
  outcomes: LearnerOutcome[];
  requests: number;
  durationS: number;
  /** The busiest second's requests. */
  peakPerSecond: number;
  errorSamples: string[];
  /** The load generator's own event-loop delay: if high, the generator (not the API) was the bottleneck. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** Learners still busy this long after the last hand-in was due count as unfinished (and the step fails). */
const graceMs = 90_000;

/** Runs the scenario for every learner at once on one keep-alive pool and one timer wheel. */
export async function runNightStep(input: NightStepInput): Promise<NightStepRun> {
  const client = keepAliveClient(input.apiUrl, input.host, input.sockets);
  const ctx: NightContext = {
    client,
    wheel: new TimerWheel(),
    log: new CallLog(),
    simuladoId: input.simuladoId,
    questions: input.questions,
    holdMs: input.holdMs,
    random: seededRandom(input.learners.length),
    stopped: false,
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const startedAt = performance.now();
  const outcomes: LearnerOutcome[] = input.learners.map((learner) => ({
    userId: learner.userId,
    finished: false,
    acked: new Map(),
  }));
  const runs = input.learners.map((learner, index) =>
    runLearner(ctx, learner, startedAt + ctx.random() * input.rampMs, outcomes[index] as LearnerOutcome),
  );
  await Promise.race([Promise.all(runs), sleepOn(ctx, input.rampMs + input.holdMs + graceMs)]);
  ctx.stopped = true;
  loopDelay.disable();
  const durationS = (performance.now() - startedAt) / 1000;
  const calls = ctx.log.figures();
  ctx.wheel.stop();
  client.close();
  return {
    calls,
    outcomes,
    requests: calls.reduce((sum, call) => sum + call.calls, 0),
    durationS,
    peakPerSecond: Math.max(0, ...Array.from(ctx.log.perSecond, (count) => count ?? 0)),
    errorSamples: ctx.log.errorSamples,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
    loopDelayMaxMs: loopDelay.max / 1e6,
  };
}
