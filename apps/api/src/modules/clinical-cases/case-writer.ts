import type { CaseDifficulty, CaseStageKind, OptionRating } from '@members/contract';
import type { Database } from '../../db/database.ts';
import { forgetCaseContent } from './case-content.cache.ts';
import { forgetCaseCatalog } from './catalog/case-catalog.cache.ts';
import { stageMaxScore } from './case-scoring.ts';
import { insertCase } from './case-writer.repository.ts';
import { normalizeHypothesis } from './hypothesis-match.ts';

/** An option as seeds and tests write it. */
export interface CaseOptionInput {
  label: string;
  finding?: string | null;
  points: number;
  /** Diagnosis: the points as a differential. */
  differentialPoints?: number;
  feedback?: string;
  rating: OptionRating;
  costCents?: number | null;
  turnaroundMinutes?: number | null;
  synonyms?: readonly string[];
  expertPosition?: number | null;
  lessonId?: number | null;
  questionId?: number | null;
}

export interface CaseStageInput {
  kind: CaseStageKind;
  title: string;
  body: string;
  prompt: string;
  discussion?: string;
  options: readonly CaseOptionInput[];
}

export interface CaseInput {
  producerId: string;
  title: string;
  summary: string;
  difficulty: CaseDifficulty;
  estimatedMinutes: number;
  status?: 'published' | 'draft';
  expertReasoning?: string;
  references?: readonly string[];
  lessonIds?: readonly number[];
  questionIds?: readonly number[];
  /** Type-7 subject categories of the producer. */
  categoryIds?: readonly number[];
  position?: number;
  stages: readonly CaseStageInput[];
}

export interface WrittenCase {
  id: number;
  /** The sum of the stages' best scores (a score's 100 %). */
  maxScore: number;
  stages: { id: number; optionIds: number[] }[];
}

/**
 * Writes a case (seeds and tests: no route writes cases yet): stage maxima and the case's maximum computed here,
 * synonyms stored normalized; forgets the producer's cached case content.
 */
export async function writeCase(db: Database, input: CaseInput): Promise<WrittenCase> {
  const stages = input.stages.map((stage, position) => {
    const options = stage.options.map((option, index) => ({
      position: index,
      label: option.label,
      finding: option.finding ?? null,
      points: option.points,
      differential_points: option.differentialPoints ?? 0,
      feedback: option.feedback ?? '',
      rating: option.rating,
      cost_cents: option.costCents ?? null,
      turnaround_minutes: option.turnaroundMinutes ?? null,
      synonyms: (option.synonyms ?? []).map(normalizeHypothesis),
      expert_position: option.expertPosition ?? null,
      lesson_id: option.lessonId ?? null,
      question_id: option.questionId ?? null,
    }));
    const maxScore = stageMaxScore(
      stage.kind,
      options.map((option, id) => ({ id, points: option.points, differential_points: option.differential_points })),
    );
    return {
      stage: {
        position,
        kind: stage.kind,
        title: stage.title,
        body: stage.body,
        prompt: stage.prompt,
        discussion: stage.discussion ?? '',
        max_score: maxScore,
      },
      options,
    };
  });
  const maxScore = stages.reduce((sum, { stage }) => sum + stage.max_score, 0);
  const written = await insertCase(
    db,
    {
      producer_id: input.producerId,
      title: input.title,
      summary: input.summary,
      difficulty: input.difficulty,
      estimated_minutes: input.estimatedMinutes,
      status: input.status ?? 'published',
      expert_reasoning: input.expertReasoning ?? '',
      references: [...(input.references ?? [])],
      lesson_ids: [...(input.lessonIds ?? [])],
      question_ids: [...(input.questionIds ?? [])],
      stage_count: stages.length,
      max_score: maxScore,
      position: input.position ?? 0,
    },
    input.categoryIds ?? [],
    stages,
  );
  forgetCaseContent(db, input.producerId);
  forgetCaseCatalog(db, input.producerId);
  return { ...written, maxScore };
}
