import type { Debrief } from '@members/contract';
import type { ClinicalCaseDecisionRow, ClinicalCaseOptionRow } from '../../../db/schema/index.ts';
import type { CaseContent } from '../case-content.repository.ts';

type Flagged = Debrief['missed_essentials'][number];
type StageContent = CaseContent['stages'][number];

/** What the learner chose in a stage: picks (or the main hypothesis) and differentials, active ones only. */
export function chosenIn(decisions: readonly ClinicalCaseDecisionRow[]): {
  main: Set<number>;
  differential: Set<number>;
} {
  const main = new Set<number>();
  const differential = new Set<number>();
  for (const decision of decisions) {
    if (decision.removed_at !== null || decision.option_id === null) continue;
    (decision.role === 'differential' ? differential : main).add(decision.option_id);
  }
  return { main, differential };
}

/**
 * The debrief's flags of one stage. Missed: an essential option not chosen (for a diagnosis, not chosen as the main
 * hypothesis; for a question, the right alternative not answered). Questionable: a harmful or unnecessary option
 * chosen (a pick, an answer or the main hypothesis; a differential costs nothing to keep in mind).
 */
export function stageFlags(
  { options }: StageContent,
  decisions: readonly ClinicalCaseDecisionRow[],
): { missed: ClinicalCaseOptionRow[]; questionable: ClinicalCaseOptionRow[] } {
  const { main } = chosenIn(decisions);
  return {
    missed: options.filter((option) => option.rating === 'essential' && !main.has(option.id)),
    questionable: options.filter(
      (option) => (option.rating === 'harmful' || option.rating === 'unnecessary') && main.has(option.id),
    ),
  };
}

/** A flagged option as the debrief shows it, with the lesson that teaches it (when it still exists). */
export function flaggedChoice(
  { stage }: StageContent,
  option: ClinicalCaseOptionRow,
  lesson: Flagged['lesson'],
): Flagged {
  return {
    stage_id: stage.id,
    stage_title: stage.title,
    option_id: option.id,
    label: option.label,
    rating: option.rating,
    feedback: option.feedback,
    cost_cents: option.cost_cents,
    turnaround_minutes: option.turnaround_minutes,
    lesson,
  };
}

/** A share in whole percent of the peers' counting attempts (0 when none finished). */
export const sharePct = (chosen: number, finished: number) =>
  finished > 0 ? Math.min(100, Math.round((chosen / finished) * 100)) : 0;

/**
 * The tests' bill, as the run shows it (run/run-state.ts): prices of the ordered tests add up; the minutes are the
 * longest turnaround (tests ordered together run in parallel).
 */
export function testsBill(content: CaseContent, decisions: readonly ClinicalCaseDecisionRow[]) {
  const { main } = chosenIn(decisions);
  let costCents = 0;
  let minutes = 0;
  for (const { stage, options } of content.stages) {
    if (stage.kind !== 'tests') continue;
    for (const option of options.filter((item) => main.has(item.id))) {
      costCents += option.cost_cents ?? 0;
      minutes = Math.max(minutes, option.turnaround_minutes ?? 0);
    }
  }
  return { costCents, minutes };
}

/** A question's statement as plain text, cut at a word near `max` characters. */
export function statementExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
