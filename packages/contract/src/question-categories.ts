import { z } from 'zod';

/**
 * Typed question-category trees (spec §3 Question-category node). Type 7 is the subject tree
 * (grande área → especialidade → tema → subtema) and nests recursively; every other type nests one level.
 */
export const SUBJECT_CATEGORY_TYPE = 7;
export const questionCategoryTypes = [7, 1, 2, 3] as const;
export type QuestionCategoryType = (typeof questionCategoryTypes)[number];
/** What each type is (the web app translates `questions.category_types.<name>`). */
export const questionCategoryTypeNames: Record<QuestionCategoryType, 'subject' | 'institution' | 'year' | 'board'> = {
  7: 'subject',
  1: 'institution',
  2: 'year',
  3: 'board',
};

/** A node as the API sends it: `{ id, desc, sub_categorias }` (a `children` array is accepted as the same thing). */
export interface QuestionCategoryNode {
  id: number;
  desc: string;
  sub_categorias?: QuestionCategoryNode[];
  children?: QuestionCategoryNode[];
}
/**
 * Recursive, so OpenAPI can only describe it as a named component that refers to itself: the id makes the
 * document carry `#/components/schemas/QuestionCategoryNode` (unnamed, the reference pointed nowhere).
 */
const questionCategoryNodeSchema: z.ZodType<QuestionCategoryNode> = z
  .lazy(() =>
    z.object({
      id: z.number().int(),
      desc: z.string(),
      sub_categorias: z.array(questionCategoryNodeSchema).optional(),
      children: z.array(questionCategoryNodeSchema).optional(),
    }),
  )
  .meta({ id: 'QuestionCategoryNode' });

export const categoryTypeQuerySchema = z.object({
  type: z.coerce
    .number('field.invalid')
    .int('field.invalid')
    .refine((value) => (questionCategoryTypes as readonly number[]).includes(value), 'questions.category_type_invalid'),
});

/** GET /api/questions/categories?type=N: the producer's tree of that type, in order. */
export const categoryTreeResponseSchema = z.object({
  type: z.number().int(),
  categorias: z.array(questionCategoryNodeSchema),
});
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponseSchema>;
