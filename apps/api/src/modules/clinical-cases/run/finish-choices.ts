import type { ClinicalCaseDecisionRow } from '../../../db/schema/index.ts';
import type { CaseContent } from '../case-content.repository.ts';

type Decision = Pick<ClinicalCaseDecisionRow, 'option_id' | 'role' | 'removed_at'>;

/** The options a finished attempt chose, as main (or a plain pick) and as differential: the peers' counters. */
export function chosenOptions(decisions: readonly Decision[]) {
  const active = decisions.filter((row) => row.removed_at === null && row.option_id !== null);
  const ids = (rows: readonly Decision[]) => [
    ...new Set(rows.flatMap((row) => (row.option_id === null ? [] : [row.option_id]))),
  ];
  return {
    main: ids(active.filter((row) => row.role !== 'differential')),
    differential: ids(active.filter((row) => row.role === 'differential')),
  };
}

/**
 * What goes to the learner's memory queue: every essential option not chosen (a diagnosis's essential hypothesis
 * counts as chosen only as the main one; a question's essential alternative is its right answer) and every
 * harmful option chosen (in any role).
 */
export function missedOptionIds(content: CaseContent, decisions: readonly Decision[]): number[] {
  const active = decisions.filter((row) => row.removed_at === null && row.option_id !== null);
  const picked = new Set(active.map((row) => row.option_id));
  const asMain = new Set(active.filter((row) => row.role !== 'differential').map((row) => row.option_id));
  return content.stages.flatMap(({ stage, options }) =>
    options.flatMap((option) => {
      const chosen = stage.kind === 'diagnosis' ? asMain.has(option.id) : picked.has(option.id);
      if (option.rating === 'essential' && !chosen) return [option.id];
      if (option.rating === 'harmful' && picked.has(option.id)) return [option.id];
      return [];
    }),
  );
}
