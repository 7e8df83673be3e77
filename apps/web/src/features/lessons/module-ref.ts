import type { Lesson } from '@members/contract';

/** Which module page: `modern` (/module/, two columns) or `classic` (/module_old/, one column). */
export type ModuleLayout = 'modern' | 'classic';

/** The module page a component belongs to, from the route params. */
export interface ModuleRef {
  /** The `/{type}` of the URL (courses, movie or tv). */
  type: string;
  courseUuid: string;
  moduleId: number;
  layout: ModuleLayout;
}

/** Where "previous" / "next" go: a lesson of this module, or (at its ends) the neighbouring module. */
export type NavTarget =
  | { kind: 'lesson'; lesson: Pick<Lesson, 'id' | 'title'> }
  | { kind: 'module'; id: number; title: string };
