import type { UserCourseProgressItem } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { coursesInProgress } from './courses-in-progress.ts';

const item = (id: string, order: number, overrides: Partial<UserCourseProgressItem> = {}): UserCourseProgressItem => ({
  id,
  kind: 'courses',
  title: `Curso ${id}`,
  description: '',
  backdrop_path: '',
  poster_path: '',
  popularity: 1,
  purchase_url: null,
  duration_in_hours: 1,
  access_status: 'liberado',
  total_aulas: 8,
  total_aulas_assistidas: 3,
  total_trilhas: 0,
  total_trilhas_flashcards: 0,
  total_tasks: 0,
  tasks_completed: 0,
  last_watched_lesson_link: `/courses/${id}/module/1?aula=2`,
  total_apostilas: 0,
  order,
  ...overrides,
});

describe('coursesInProgress', () => {
  it('keeps the four most recent, with the share watched and the lesson to continue', () => {
    const result = coursesInProgress([item('e', 5), item('b', 2), item('a', 1), item('d', 4), item('c', 3)]);
    expect(result.map((course) => course.item.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(result[0]).toMatchObject({ percent: 38, link: '/courses/a/module/1?aula=2', started: true });
  });

  it('starts on the course page when no lesson was watched, and counts 0% without lessons', () => {
    const [course] = coursesInProgress([
      item('x', 1, { kind: 'tv', last_watched_lesson_link: null, total_aulas: 0, total_aulas_assistidas: 0 }),
    ]);
    expect(course).toMatchObject({ percent: 0, link: '/tv/x', started: false });
  });
});
