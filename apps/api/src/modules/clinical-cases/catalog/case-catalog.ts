import {
  caseDurationBounds,
  caseDurations,
  type CaseDifficulty,
  type CaseDuration,
  SUBJECT_CATEGORY_TYPE,
} from '@members/contract';
import type { CategoryCatalog } from '../../questions/category-catalog.ts';
import { normalizeHypothesis } from '../hypothesis-match.ts';
import type { CatalogCaseRow } from './case-catalog.repository.ts';

/** A published case as the catalog keeps it in memory. */
export interface CatalogCase {
  id: number;
  title: string;
  /** The title without accents, case or punctuation (the search matches against it). */
  titleKey: string;
  summary: string;
  difficulty: CaseDifficulty;
  estimatedMinutes: number;
  duration: CaseDuration;
  stageCount: number;
  maxScore: number;
  createdAt: Date;
  /** The case's own subjects (type 7) still in the producer's tree. */
  subjects: { id: number; desc: string }[];
  /** Its subjects and every ancestor of them: the nodes whose subtree holds the case. */
  underNodes: ReadonlySet<number>;
}

/** The producer's published cases in list order (position, then id), and by id. */
export interface CaseCatalog {
  cases: readonly CatalogCase[];
  byId: ReadonlyMap<number, CatalogCase>;
}

/** The duration bucket of an estimated time (caseDurationBounds). */
function durationOf(minutes: number): CaseDuration {
  return caseDurations.find((name) => minutes <= caseDurationBounds[name][1]) ?? 'long';
}

/** Search text: accents, case and punctuation left out (as typed hypotheses are matched). */
export const searchKey = normalizeHypothesis;

export function buildCaseCatalog(rows: readonly CatalogCaseRow[], categories: CategoryCatalog): CaseCatalog {
  const cases = rows.map((row): CatalogCase => {
    const subjects = row.category_ids.flatMap((id) => {
      const category = categories.byId.get(id);
      return category && category.type === SUBJECT_CATEGORY_TYPE ? [category] : [];
    });
    return {
      id: row.id,
      title: row.title,
      titleKey: searchKey(row.title),
      summary: row.summary,
      difficulty: row.difficulty,
      estimatedMinutes: row.estimated_minutes,
      duration: durationOf(row.estimated_minutes),
      stageCount: row.stage_count,
      maxScore: row.max_score,
      createdAt: new Date(row.created_at),
      subjects: subjects.map((category) => ({ id: category.id, desc: category.desc })),
      underNodes: new Set(subjects.flatMap((category) => category.path)),
    };
  });
  return { cases, byId: new Map(cases.map((item) => [item.id, item])) };
}
