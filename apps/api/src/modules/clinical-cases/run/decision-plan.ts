import type { CaseStageKind, decisionRequestSchema } from '@members/contract';
import type { z } from 'zod';
import type { ClinicalCaseDecisionRow, ClinicalCaseOptionRow } from '../../../db/schema/index.ts';
import { decisionFinalError, decisionKindInvalidError, optionNotInStageError } from '../clinical-cases.errors.ts';
import { matchHypothesis, normalizeHypothesis } from '../hypothesis-match.ts';

/** A decision to insert (the use case adds the attempt, the stage, the time and the key). */
export interface PlannedPick {
  option_id: number | null;
  text: string | null;
  role: 'pick' | 'main' | 'differential';
  position: number;
}

/** What one decision request changes in a stage: nothing (a no-op), or rows to remove, insert and renumber. */
export interface DecisionPlan {
  remove: number[];
  insert: PlannedPick | null;
  positions: { id: number; position: number }[];
}

type Active = Pick<ClinicalCaseDecisionRow, 'id' | 'option_id' | 'text' | 'role' | 'position'>;
type Option = Pick<ClinicalCaseOptionRow, 'id' | 'label' | 'synonyms'>;
/** A decision request as the route hands it over (parsed: ids are numbers). */
export type DecisionBody = z.output<typeof decisionRequestSchema>;
type PickRequest = Extract<DecisionBody, { action: 'pick' }>;

export interface StageForPlan {
  kind: CaseStageKind;
  options: readonly Option[];
  /** The stage's active decisions, in the learner's order. */
  active: readonly Active[];
}

const noChange = (): DecisionPlan => ({ remove: [], insert: null, positions: [] });
const nextPosition = (active: readonly Active[]) => Math.max(0, ...active.map((row) => row.position)) + 1;

function stageOption(stage: StageForPlan, optionId: number | undefined): Option {
  if (optionId === undefined) throw decisionKindInvalidError(`A ${stage.kind} pick needs option_id`);
  const option = stage.options.find((item) => item.id === optionId);
  if (!option) throw optionNotInStageError();
  return option;
}

/** History, exam, tests: a pick adds (again: nothing), and is final. */
function planListPick(stage: StageForPlan, body: PickRequest): DecisionPlan {
  const option = stageOption(stage, body.option_id);
  if (stage.active.some((row) => row.option_id === option.id)) return noChange();
  return {
    remove: [],
    insert: { option_id: option.id, text: null, role: 'pick', position: nextPosition(stage.active) },
    positions: [],
  };
}

/** Question: a pick replaces the previous answer (the old one keeps its row, removed). */
function planQuestionPick(stage: StageForPlan, body: PickRequest): DecisionPlan {
  const option = stageOption(stage, body.option_id);
  if (stage.active.some((row) => row.option_id === option.id)) return noChange();
  return {
    remove: stage.active.map((row) => row.id),
    insert: { option_id: option.id, text: null, role: 'pick', position: 1 },
    positions: [],
  };
}

/**
 * Diagnosis: a hypothesis from the list or typed (matched against the label and synonyms; unmatched, it keeps its
 * text and scores nothing). The same hypothesis in the same role again: nothing; in the other role: it moves. A new
 * main replaces the old main (which is removed, not demoted: the learner names differentials themselves).
 */
function planHypothesis(stage: StageForPlan, body: PickRequest): DecisionPlan {
  const role = body.role;
  if (!role) throw decisionKindInvalidError('A hypothesis needs role: main or differential');
  if ((body.option_id === undefined) === (body.text === undefined))
    throw decisionKindInvalidError('A hypothesis needs option_id or text, not both');
  const matched =
    body.text === undefined ? stageOption(stage, body.option_id) : matchHypothesis(stage.options, body.text);
  const typed = body.text === undefined ? null : normalizeHypothesis(body.text);
  const same = stage.active.find((row) =>
    matched
      ? row.option_id === matched.id
      : row.option_id === null && row.text !== null && normalizeHypothesis(row.text) === typed,
  );
  if (same?.role === role) return noChange();
  const remove = [
    ...(same ? [same.id] : []),
    ...(role === 'main' ? stage.active.filter((row) => row.role === 'main' && row !== same).map((row) => row.id) : []),
  ];
  const kept = stage.active.filter((row) => !remove.includes(row.id));
  return {
    remove,
    insert: { option_id: matched?.id ?? null, text: body.text ?? null, role, position: nextPosition(kept) },
    positions: [],
  };
}

/** The active rows renumbered 1..n in the given order (only those whose position changes). */
function renumber(ordered: readonly Active[]): DecisionPlan['positions'] {
  return ordered.flatMap((row, index) => (row.position === index + 1 ? [] : [{ id: row.id, position: index + 1 }]));
}

/**
 * Management: a pick appends (or goes in at `position`, the actions from there on shift down one); an action
 * already picked stays where it is (an `order` moves it).
 */
function planAction(stage: StageForPlan, body: PickRequest): DecisionPlan {
  const option = stageOption(stage, body.option_id);
  if (stage.active.some((row) => row.option_id === option.id)) return noChange();
  const ordered = [...stage.active].sort((a, b) => a.position - b.position);
  const at = Math.min(body.position ?? ordered.length + 1, ordered.length + 1);
  const placeholder = { id: 0, option_id: option.id, text: null, role: 'pick' as const, position: at };
  const withNew = [...ordered.slice(0, at - 1), placeholder, ...ordered.slice(at - 1)];
  return {
    remove: [],
    insert: { option_id: option.id, text: null, role: 'pick', position: at },
    positions: renumber(withNew).filter((row) => row.id !== 0),
  };
}

function planPick(stage: StageForPlan, body: PickRequest): DecisionPlan {
  if (stage.kind !== 'diagnosis' && (body.role !== undefined || body.text !== undefined))
    throw decisionKindInvalidError('Only a diagnosis stage takes a role or a typed text');
  if (stage.kind !== 'management' && body.position !== undefined)
    throw decisionKindInvalidError('Only a management stage takes a position');
  if (stage.kind === 'question') return planQuestionPick(stage, body);
  if (stage.kind === 'diagnosis') return planHypothesis(stage, body);
  if (stage.kind === 'management') return planAction(stage, body);
  return planListPick(stage, body);
}

type UnpickRequest = Extract<DecisionBody, { action: 'unpick' }>;

/** The active row an unpick names: by option, or (diagnosis) a typed hypothesis by its text. */
function unpickedRow(stage: StageForPlan, body: UnpickRequest): Active | undefined {
  if ((body.option_id === undefined) === (body.text === undefined))
    throw decisionKindInvalidError('An unpick needs option_id or text, not both');
  if (body.text === undefined) {
    const option = stageOption(stage, body.option_id);
    return stage.active.find((item) => item.option_id === option.id);
  }
  if (stage.kind !== 'diagnosis') throw decisionKindInvalidError('Only a typed hypothesis is taken back by its text');
  const typed = normalizeHypothesis(body.text);
  const matched = matchHypothesis(stage.options, body.text);
  return stage.active.find((item) =>
    matched
      ? item.option_id === matched.id
      : item.option_id === null && item.text !== null && normalizeHypothesis(item.text) === typed,
  );
}

function planUnpick(stage: StageForPlan, body: UnpickRequest): DecisionPlan {
  if (stage.kind === 'history' || stage.kind === 'exam' || stage.kind === 'tests') throw decisionFinalError();
  if (stage.kind === 'question') throw decisionKindInvalidError('A question answer is replaced, not taken back');
  const row = unpickedRow(stage, body);
  if (!row) return noChange();
  const kept = [...stage.active].filter((item) => item !== row).sort((a, b) => a.position - b.position);
  return { remove: [row.id], insert: null, positions: stage.kind === 'management' ? renumber(kept) : [] };
}

function planOrder(stage: StageForPlan, optionIds: readonly number[]): DecisionPlan {
  if (stage.kind !== 'management') throw decisionKindInvalidError('Only a management stage takes an order');
  const byOption = new Map(stage.active.map((row) => [row.option_id, row]));
  const ordered = optionIds.flatMap((id) => {
    const row = byOption.get(id);
    return row ? [row] : [];
  });
  if (
    new Set(optionIds).size !== optionIds.length ||
    ordered.length !== stage.active.length ||
    ordered.length !== optionIds.length
  )
    throw decisionKindInvalidError('The order must name every picked action exactly once');
  return { remove: [], insert: null, positions: renumber(ordered) };
}

/**
 * The rows one decision request changes in the current stage, by the stage's kind (the contract's
 * decisionRequestSchema comment); throws the typed error of a request the kind does not take.
 */
export function planDecision(stage: StageForPlan, body: DecisionBody): DecisionPlan {
  if (body.action === 'pick') return planPick(stage, body);
  if (body.action === 'unpick') return planUnpick(stage, body);
  return planOrder(stage, body.option_ids);
}

/** Whether a stored decision is what this request (a replay of its key) asked for. */
export function sameDecision(
  row: Pick<ClinicalCaseDecisionRow, 'stage_id' | 'option_id' | 'text' | 'role'>,
  body: DecisionBody,
): boolean {
  if (body.action !== 'pick' || row.stage_id !== body.stage_id) return false;
  if ((body.role ?? 'pick') !== row.role) return false;
  if (body.text !== undefined) return row.text === body.text;
  return row.option_id === body.option_id;
}
