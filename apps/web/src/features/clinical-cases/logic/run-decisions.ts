import type { DecisionRequest, HypothesisRole, RunOption, RunPick, RunStage } from '@members/contract';

/** A decision as the learner makes it; its idempotency key is added once, when it is queued. */
export type DecisionIntent =
  | { action: 'pick'; stage_id: number; option_id?: number; text?: string; role?: HypothesisRole; position?: number }
  | { action: 'unpick'; stage_id: number; option_id: number }
  | { action: 'unpick'; stage_id: number; text: string }
  | { action: 'order'; stage_id: number; option_ids: number[] };

/** A queued decision (the outbox entry's body). */
export type DecisionBody = DecisionIntent & { idempotency_key: string };

/** Stages whose picks are final once made (asking, examining, ordering reveal something at once). */
export const revealingKinds = ['history', 'exam', 'tests'] as const;
export const isRevealing = (stage: Pick<RunStage, 'kind'>) =>
  (revealingKinds as readonly string[]).includes(stage.kind);

const renumber = (picks: RunPick[]): RunPick[] => picks.map((pick, index) => ({ ...pick, position: index + 1 }));
const byPosition = (picks: readonly RunPick[]) => [...picks].sort((a, b) => a.position - b.position);

export const pickOf = (stage: RunStage, optionId: number) => stage.picks.find((pick) => pick.option_id === optionId);

/** The picks in their order (management: the learner's order of actions). */
export function orderedPicks(stage: RunStage): RunPick[] {
  return byPosition(stage.picks);
}

function pickDiagnosis(stage: RunStage, intent: Extract<DecisionIntent, { action: 'pick' }>, at: string): RunPick[] {
  const role = intent.role ?? 'differential';
  const same = (pick: RunPick) =>
    intent.option_id !== undefined
      ? pick.option_id === intent.option_id
      : pick.option_id === null && pick.text === intent.text;
  const kept = stage.picks.filter((pick) => !same(pick) && !(role === 'main' && pick.role === 'main'));
  const added: RunPick = {
    option_id: intent.option_id ?? null,
    text: intent.text ?? null,
    role,
    position: 0,
    picked_at: at,
  };
  return renumber([...byPosition(kept), added]);
}

function pickAction(stage: RunStage, optionId: number, position: number | undefined, at: string): RunPick[] {
  const rest = byPosition(stage.picks.filter((pick) => pick.option_id !== optionId));
  const added: RunPick = { option_id: optionId, text: null, role: 'pick', position: 0, picked_at: at };
  const at0 = position === undefined ? rest.length : Math.min(rest.length, Math.max(0, position - 1));
  return renumber([...rest.slice(0, at0), added, ...rest.slice(at0)]);
}

/**
 * The stage as it will be once the server records the decision: what the screen shows while the write waits in
 * the outbox (offline too). A committed stage never changes; the server's answer replaces this guess.
 */
export function applyDecision(stage: RunStage, intent: DecisionIntent, at: string): RunStage {
  if (stage.committed || intent.stage_id !== stage.id) return stage;
  if (intent.action === 'unpick') {
    if (stage.kind !== 'diagnosis' && stage.kind !== 'management') return stage;
    const kept =
      'text' in intent
        ? stage.picks.filter((pick) => pick.option_id !== null || pick.text !== intent.text)
        : stage.picks.filter((pick) => pick.option_id !== intent.option_id);
    return { ...stage, picks: renumber(byPosition(kept)) };
  }
  if (intent.action === 'order') {
    if (stage.kind !== 'management') return stage;
    const rank = (pick: RunPick) => {
      const found = intent.option_ids.indexOf(pick.option_id ?? -1);
      return found < 0 ? Number.MAX_SAFE_INTEGER : found;
    };
    return { ...stage, picks: renumber([...stage.picks].sort((a, b) => rank(a) - rank(b))) };
  }
  if (stage.kind === 'diagnosis') return { ...stage, picks: pickDiagnosis(stage, intent, at) };
  if (intent.option_id === undefined) return stage;
  if (stage.kind === 'management') return { ...stage, picks: pickAction(stage, intent.option_id, intent.position, at) };
  const pick: RunPick = { option_id: intent.option_id, text: null, role: 'pick', position: 1, picked_at: at };
  if (stage.kind === 'question') return { ...stage, picks: [pick] };
  if (pickOf(stage, intent.option_id)) return stage;
  return { ...stage, picks: [...byPosition(stage.picks), { ...pick, position: stage.picks.length + 1 }] };
}

/**
 * What choosing an option does (a click on it, or its number key): asks / examines / orders it (final: nothing
 * when already done), answers a question, adds or removes an action, adds a hypothesis (the main one when there is
 * none yet, else a differential) or removes it. Null: nothing to do.
 */
export function intentForOption(stage: RunStage, option: Pick<RunOption, 'id'>): DecisionIntent | null {
  if (stage.committed) return null;
  const picked = pickOf(stage, option.id);
  const base = { stage_id: stage.id, option_id: option.id };
  if (isRevealing(stage)) return picked ? null : { action: 'pick', ...base };
  if (stage.kind === 'question') return picked ? null : { action: 'pick', ...base };
  if (picked) return { action: 'unpick', ...base };
  if (stage.kind === 'management') return { action: 'pick', ...base };
  const hasMain = stage.picks.some((pick) => pick.role === 'main');
  return { action: 'pick', ...base, role: hasMain ? 'differential' : 'main' };
}

/** Management: moves a chosen action one place up (−1) or down (+1); null at either end. */
export function moveIntent(stage: RunStage, optionId: number, delta: -1 | 1): DecisionIntent | null {
  const ids = orderedPicks(stage).flatMap((pick) => (pick.option_id === null ? [] : [pick.option_id]));
  const from = ids.indexOf(optionId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length || stage.committed) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to] as number, next[from] as number];
  return { action: 'order', stage_id: stage.id, option_ids: next };
}

/** Why the stage cannot be committed yet (the error code the API would answer), or null when it can. */
export function commitBlocker(
  stage: RunStage,
): 'clinical_cases.decision_required' | 'clinical_cases.main_hypothesis_required' | null {
  if (stage.picks.length === 0) return 'clinical_cases.decision_required';
  if (stage.kind === 'diagnosis' && !stage.picks.some((pick) => pick.role === 'main'))
    return 'clinical_cases.main_hypothesis_required';
  return null;
}

/**
 * The request body of a decision (checked against the contract's request type): its key is generated here, once;
 * a resend carries the same one.
 */
export function decisionBody(intent: DecisionIntent, key: string = crypto.randomUUID()): DecisionBody {
  return { ...intent, idempotency_key: key } satisfies DecisionRequest;
}
