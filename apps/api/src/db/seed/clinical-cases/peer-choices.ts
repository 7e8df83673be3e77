import type { CaseStageKind, OptionRating } from '@members/contract';

/** A written stage as the demo attempts need it: ids from the writer, ratings and points from the demo data. */
export interface SeedStage {
  id: number;
  kind: CaseStageKind;
  options: readonly {
    id: number;
    rating: OptionRating;
    points: number;
    differential_points: number;
    expert_position: number | null;
  }[];
}

export interface SeedDecision {
  stage_id: number;
  option_id: number;
  role: 'pick' | 'main' | 'differential';
  position: number;
}

/** How likely a learner of this skill (0–1) takes an option of this rating. */
const takeChance = (rating: OptionRating, skill: number): number =>
  ({
    essential: 0.55 + 0.4 * skill,
    useful: 0.5,
    unnecessary: 0.4 - 0.3 * skill,
    harmful: 0.25 - 0.2 * skill,
  })[rating];

type Option = SeedStage['options'][number];

const pickOne = (options: readonly Option[], random: () => number): Option | undefined =>
  options[Math.floor(random() * options.length)];

/** The correct or expert option (the essential one with the most points). */
const best = (options: readonly Option[]): Option | undefined => [...options].sort((a, b) => b.points - a.points)[0];

function multiPick(stage: SeedStage, random: () => number, skill: number): SeedDecision[] {
  let chosen = stage.options.filter((option) => random() < takeChance(option.rating, skill));
  if (chosen.length === 0) chosen = [best(stage.options)].flatMap((option) => (option ? [option] : []));
  if (stage.kind === 'management') {
    // The expert's actions in their order (a weaker learner swaps two now and then), then the rest.
    chosen.sort((a, b) => (a.expert_position ?? 99) - (b.expert_position ?? 99));
    if (chosen.length > 1 && random() > skill) {
      const [first, second, ...rest] = chosen;
      if (first && second) chosen = [second, first, ...rest];
    }
  }
  return chosen.map((option, index) => ({
    stage_id: stage.id,
    option_id: option.id,
    role: 'pick',
    position: index + 1,
  }));
}

function hypotheses(stage: SeedStage, random: () => number, skill: number): SeedDecision[] {
  const right = best(stage.options);
  const main = right && random() < 0.4 + 0.5 * skill ? right : pickOne(stage.options, random);
  if (!main) return [];
  const differentials = stage.options.filter((option) => option.id !== main.id && random() < 0.35);
  return [
    { stage_id: stage.id, option_id: main.id, role: 'main', position: 1 },
    ...differentials.map((option, index) => ({
      stage_id: stage.id,
      option_id: option.id,
      role: 'differential' as const,
      position: index + 2,
    })),
  ];
}

/**
 * What a learner of the given skill chooses in each stage: likelier the essential options, less the harmful ones;
 * the expert's diagnosis and answer more often the more skilled. Deterministic for a seeded `random`.
 */
export function peerChoices(stages: readonly SeedStage[], random: () => number, skill: number): SeedDecision[][] {
  return stages.map((stage) => {
    if (stage.kind === 'diagnosis') return hypotheses(stage, random, skill);
    if (stage.kind === 'question') {
      const right = best(stage.options);
      const answer = right && random() < 0.4 + 0.5 * skill ? right : pickOne(stage.options, random);
      return answer ? [{ stage_id: stage.id, option_id: answer.id, role: 'pick', position: 1 }] : [];
    }
    return multiPick(stage, random, skill);
  });
}
