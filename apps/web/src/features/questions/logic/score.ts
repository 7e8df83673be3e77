import type { AlternativeLetter } from '@members/contract';

/** Whole percentage of `part` in `whole` (0 when there is nothing). */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * The share of learners who chose each alternative, as whole percentages. The API sends fractions (0–1);
 * values above 1 are taken as percentages already.
 */
export function sharePercentages<T extends { letter: AlternativeLetter; share: number }>(
  alternatives: readonly T[],
): Map<AlternativeLetter, number> {
  const asFractions = alternatives.every((alternative) => alternative.share <= 1);
  return new Map(
    alternatives.map((alternative) => {
      const value = asFractions ? alternative.share * 100 : alternative.share;
      return [alternative.letter, Math.min(100, Math.max(0, Math.round(value)))];
    }),
  );
}

export interface AnsweredQuestion {
  /** The subject path, from the grande área down. */
  subjects: readonly { id: number; desc: string }[];
  correct: boolean;
}

export interface SubjectScore {
  id: number;
  desc: string;
  answered: number;
  correct: number;
}

/**
 * A session's score by subject: grouped by the first level of the subject path at which the questions
 * differ (a specialty bank whose questions share one grande área is grouped by especialidade), in order of
 * first appearance. Questions without subjects are left out.
 */
export function scoreBySubject(questions: readonly AnsweredQuestion[]): SubjectScore[] {
  const withSubjects = questions.filter((question) => question.subjects.length > 0);
  const depth = Math.max(0, ...withSubjects.map((question) => question.subjects.length));
  let level = 0;
  while (level < depth - 1 && new Set(withSubjects.map((question) => question.subjects[level]?.id)).size === 1)
    level += 1;
  const groups = new Map<number, SubjectScore>();
  for (const question of withSubjects) {
    const subject = question.subjects[Math.min(level, question.subjects.length - 1)];
    if (!subject) continue;
    const group = groups.get(subject.id) ?? { id: subject.id, desc: subject.desc, answered: 0, correct: 0 };
    group.answered += 1;
    if (question.correct) group.correct += 1;
    groups.set(subject.id, group);
  }
  return [...groups.values()];
}
