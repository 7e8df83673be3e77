import type { RunOption, RunStage, RunState } from '@members/contract';

/** For unit tests: an option as the run sends it before commit (nothing revealed). */
export function runOption(id: number, label: string, extra: Partial<RunOption> = {}): RunOption {
  return {
    id,
    label,
    cost_cents: null,
    turnaround_minutes: null,
    finding: null,
    points: null,
    differential_points: null,
    feedback: null,
    rating: null,
    expert_position: null,
    ...extra,
  };
}

/** For unit tests: an open stage of a kind with three options (ids `id*10 + 1..3`). */
export function runStage(id: number, kind: RunStage['kind'], extra: Partial<RunStage> = {}): RunStage {
  return {
    id,
    position: id - 1,
    kind,
    title: `Etapa ${id}`,
    body: '<p>História</p>',
    prompt: 'O que você faz?',
    committed: false,
    committed_at: null,
    score: null,
    max_score: null,
    options: [1, 2, 3].map((n) =>
      runOption(id * 10 + n, `Opção ${n}`, kind === 'tests' ? { cost_cents: n * 1000, turnaround_minutes: 30 } : {}),
    ),
    picks: [],
    discussion: null,
    ...extra,
  };
}

/** For unit tests: a run of `stageCount` stages whose given stages were reached. */
export function runState(stages: RunStage[], stageCount = 5, extra: Partial<RunState> = {}): RunState {
  const open = stages.findIndex((stage) => !stage.committed);
  return {
    attempt_id: 9,
    case: { id: 3, title: 'Dor torácica', stage_count: stageCount },
    started_at: '2026-11-26T10:00:00.000Z',
    active_seconds: 120,
    last_activity_at: '2026-11-26T10:05:00.000Z',
    finished_at: null,
    current_stage: open < 0 ? null : open,
    tests_cost_cents: 0,
    tests_minutes: 0,
    counts_for_peers: true,
    stages,
    ...extra,
  };
}
