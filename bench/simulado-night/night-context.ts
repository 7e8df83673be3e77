import type { CallLog } from './call-log.ts';
import type { KeepAliveClient } from './keep-alive-client.ts';
import type { TimerWheel } from './timer-wheel.ts';

/** A simulado question as the generator answers it: its id and the letters it offers. */
export interface NightQuestion {
  id: number;
  letters: string[];
}

/** What every simulated learner of a step shares. */
export interface NightContext {
  client: KeepAliveClient;
  wheel: TimerWheel;
  log: CallLog;
  simuladoId: number;
  questions: NightQuestion[];
  /** How long each learner sits the exam, from their start to their hand-in. */
  holdMs: number;
  random: () => number;
  /** Set when the step's time is up: learners stop where they are. */
  stopped: boolean;
}

export const sleepOn = (ctx: NightContext, delayMs: number) =>
  new Promise<void>((resolve) => ctx.wheel.after(delayMs, resolve));
