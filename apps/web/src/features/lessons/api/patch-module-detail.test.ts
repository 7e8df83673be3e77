import type { Lesson, ModuleDetail, Task } from '@members/contract';
import { describe, expect, it } from 'vitest';
import { patchLesson, patchTask } from './patch-module-detail.ts';

const task = (id: number, model_type: Task['model_type'] = 'LessonTask'): Task => ({
  id,
  label: `Tarefa ${id}`,
  subtitle: null,
  type: model_type === 'LessonTask' ? 'link' : 'trilha_flashcard',
  completed: false,
  model_type,
  link: null,
  restricted: false,
  apostila: null,
  data: null,
});

const lesson = (id: number, watched: boolean): Lesson => ({
  id,
  title: `Aula ${id}`,
  video_duration: 600,
  published_at: '2026-01-10T12:00:00.000Z',
  video_external_id: null,
  video_url: `/api/lessons/${id}/video`,
  video_image_base_uri: '',
  access: true,
  watched,
  assistido: watched,
  position_seconds: 0,
  drm_info: null,
  body: '',
  rating: 0,
  my_rating: null,
  total_ratings: 0,
  module_id: 2,
  position: id,
  tasks: [task(1), task(1, 'TrilhaFlashcard')],
  trilhasFlashcard: [],
});

const summary = (id: number, watched: number) => ({
  id,
  title: `Módulo ${id}`,
  description: '',
  position: id,
  total_aulas: 3,
  total_aulas_assistidas: watched,
  duration_in_minutes: 30,
});

const detail: ModuleDetail = {
  course: {
    uuid: 'c',
    kind: 'courses',
    name: 'Curso',
    access: true,
    purchase_url: null,
    modules: [summary(1, 3), summary(2, 1)],
  },
  module: summary(2, 1),
  lessons: [lesson(10, true), lesson(11, false), lesson(12, false)],
  previous_module_id: 1,
  next_module_id: null,
};

describe('patchLesson', () => {
  it('marks a lesson watched (both fields) and moves the module and course counters', () => {
    const next = patchLesson(detail, 11, { watched: true });
    expect(next.lessons[1]).toMatchObject({ watched: true, assistido: true });
    expect(next.module.total_aulas_assistidas).toBe(2);
    expect(next.course.modules.map((item) => item.total_aulas_assistidas)).toEqual([3, 2]);
    const back = patchLesson(next, 11, { watched: false });
    expect(back.module.total_aulas_assistidas).toBe(1);
    expect(back.course.modules[1]?.total_aulas_assistidas).toBe(1);
  });

  it('leaves the counters alone when the mark does not change, and ignores unknown lessons', () => {
    const next = patchLesson(detail, 10, { watched: true, position_seconds: 30 });
    expect(next.module).toBe(detail.module);
    expect(next.lessons[0]?.position_seconds).toBe(30);
    expect(patchLesson(detail, 99, { watched: true })).toBe(detail);
  });

  it('never counts past the module size or below zero', () => {
    const full = { ...detail, module: summary(2, 3) };
    expect(patchLesson(full, 11, { watched: true }).module.total_aulas_assistidas).toBe(3);
    const none = { ...detail, module: summary(2, 0) };
    expect(patchLesson(none, 10, { watched: false }).module.total_aulas_assistidas).toBe(0);
  });

  it('takes the rating answer as it comes', () => {
    const next = patchLesson(detail, 12, { rating: 4.5, my_rating: 5, total_ratings: 2 });
    expect(next.lessons[2]).toMatchObject({ rating: 4.5, my_rating: 5, total_ratings: 2 });
  });
});

describe('patchTask', () => {
  it('completes a lesson task, not a flashcard track that shares its id', () => {
    const next = patchTask(detail, 11, 1, { completed: true });
    expect(next.lessons[1]?.tasks.map((item) => item.completed)).toEqual([true, false]);
    expect(next.lessons[0]?.tasks[0]?.completed).toBe(false);
  });
});
