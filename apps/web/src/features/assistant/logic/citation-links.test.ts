import type { AssistantCitation } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { citationTarget } from './citation-links.ts';

const course = '0b6f2a8e-2f5c-4b8e-9f51-3d2a1c0e7b11';

function citation(fields: Partial<AssistantCitation>): AssistantCitation {
  return {
    n: 1,
    kind: 'lesson',
    title: 'Glaucoma agudo',
    excerpt: 'A pressão intraocular sobe de repente.',
    course_id: null,
    module_id: null,
    lesson_id: null,
    seconds: null,
    apostila_id: null,
    page: null,
    question_id: null,
    case_id: null,
    flashcard_id: null,
    ...fields,
  };
}

describe('citationTarget', () => {
  it('opens a lesson in its module page, at its second when the passage is a transcript’s', () => {
    const lesson = { course_id: course, module_id: 4, lesson_id: 31 };
    expect(citationTarget(citation(lesson))).toEqual({
      href: `/courses/${course}/module/4?aula=31`,
      external: false,
    });
    expect(citationTarget(citation({ ...lesson, seconds: 754 }))?.href).toBe(
      `/courses/${course}/module/4?aula=31&t=754`,
    );
  });

  it('opens a handout’s file at its page in a new tab, from the API’s origin', () => {
    expect(citationTarget(citation({ kind: 'handout', apostila_id: 9, page: 3 }), 'https://api.test')).toEqual({
      href: 'https://api.test/api/apostilas/9/download?inline=1#page=3',
      external: true,
    });
    expect(citationTarget(citation({ kind: 'handout', apostila_id: 9 }))?.href).toBe(
      '/api/apostilas/9/download?inline=1',
    );
  });

  it('opens a clinical case at its page and a question at its own page', () => {
    expect(citationTarget(citation({ kind: 'case', case_id: 12 }))).toEqual({
      href: '/casos-clinicos/12',
      external: false,
    });
    expect(citationTarget(citation({ kind: 'question', question_id: 77 }))?.href).toBe('/questoes/questao/77');
  });

  it('opens a flashcard’s lesson when it has one, else the flashcards home', () => {
    const withLesson = { kind: 'flashcard' as const, flashcard_id: 5, course_id: course, module_id: 2, lesson_id: 8 };
    expect(citationTarget(citation(withLesson))?.href).toBe(`/courses/${course}/module/2?aula=8`);
    expect(citationTarget(citation({ kind: 'flashcard', flashcard_id: 5 }))?.href).toBe('/flashcards');
  });

  it('opens nothing when the ids of the place are missing', () => {
    expect(citationTarget(citation({ course_id: course, lesson_id: 31 }))).toBeNull();
    expect(citationTarget(citation({ kind: 'handout', page: 2 }))).toBeNull();
    expect(citationTarget(citation({ kind: 'case' }))).toBeNull();
    expect(citationTarget(citation({ kind: 'question' }))).toBeNull();
  });
});
