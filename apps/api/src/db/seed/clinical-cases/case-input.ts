import type { CaseInput, CaseStageInput } from '../../../modules/clinical-cases/case-writer.ts';
import { subjectKey } from '../questions/question-bank-writer.ts';
import type { DemoCase, DemoOption, DemoStage } from './demo-case-types.ts';

/** What a producer has that the demo cases point at by name. */
export interface CaseReferences {
  producerId: string;
  /** Subject path key (`subjectKey`) → category id. */
  subjects: ReadonlyMap<string, number>;
  /** Lesson title → lesson id. */
  lessons: ReadonlyMap<string, number>;
  /** Question statements as plain text, with ids. */
  questions: readonly { id: number; text: string }[];
}

/** HTML as plain text, spaces collapsed (to match a question by its statement's opening). */
export const plainText = (html: string): string =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const demoOption = (option: DemoOption, lessons: ReadonlyMap<string, number>): CaseStageInput['options'][number] => ({
  label: option.label,
  finding: option.finding ?? null,
  points: option.points,
  feedback: option.feedback,
  rating: option.correct ? 'essential' : option.rating,
  costCents: option.costReais === undefined ? null : Math.round(option.costReais * 100),
  turnaroundMinutes: option.turnaroundMinutes ?? null,
  expertPosition: option.expertPosition ?? null,
  lessonId: option.lessonTitle ? (lessons.get(option.lessonTitle) ?? null) : null,
});

function demoStage(stage: DemoStage, lessons: ReadonlyMap<string, number>): CaseStageInput {
  const base = {
    kind: stage.kind,
    title: stage.title,
    body: stage.body,
    prompt: stage.prompt,
    discussion: stage.discussion,
  };
  if (stage.kind !== 'diagnosis')
    return { ...base, options: stage.options.map((option) => demoOption(option, lessons)) };
  return {
    ...base,
    options: stage.hypotheses.map((hypothesis) => ({
      label: hypothesis.label,
      points: hypothesis.points,
      differentialPoints: hypothesis.differentialPoints,
      feedback: hypothesis.feedback,
      rating: hypothesis.rating,
      synonyms: hypothesis.synonyms,
      lessonId: hypothesis.lessonTitle ? (lessons.get(hypothesis.lessonTitle) ?? null) : null,
    })),
  };
}

/**
 * A demo case as the writer takes it, for one producer: subjects, lessons and questions resolved by name (a name the
 * producer lacks is left out: the demo links only what exists).
 */
export function caseInput(demo: DemoCase, references: CaseReferences, position: number): CaseInput {
  const questionIds = demo.questionStarts.flatMap((start) => {
    const opening = plainText(start);
    const found = references.questions.find((question) => question.text.startsWith(opening));
    return found ? [found.id] : [];
  });
  return {
    producerId: references.producerId,
    title: demo.title,
    summary: demo.summary,
    difficulty: demo.difficulty,
    estimatedMinutes: demo.estimatedMinutes,
    status: demo.draft ? 'draft' : 'published',
    expertReasoning: demo.expertReasoning,
    references: demo.references,
    lessonIds: demo.lessonTitles.flatMap((title) => {
      const id = references.lessons.get(title);
      return id === undefined ? [] : [id];
    }),
    questionIds: [...new Set(questionIds)],
    categoryIds: demo.subjects.flatMap((path) => {
      const id = references.subjects.get(subjectKey(path));
      return id === undefined ? [] : [id];
    }),
    position,
    stages: demo.stages.map((stage) => demoStage(stage, references.lessons)),
  };
}
