import type { Lesson } from '@members/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAssistantPanel } from '../../../lib/assistant/assistant-store.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import type { LessonActions } from '../use-module-page.ts';
import { LessonDetails } from './lesson-details.tsx';

const lesson = (access: boolean): Lesson => ({
  id: 9,
  title: 'Glaucoma agudo',
  video_duration: 1800,
  published_at: '2026-01-10T12:00:00.000Z',
  video_external_id: null,
  video_url: '/api/lessons/9/video',
  video_image_base_uri: '',
  access,
  watched: false,
  assistido: false,
  position_seconds: 0,
  drm_info: null,
  body: '<p>Dor ocular e halos coloridos.</p>',
  rating: 0,
  my_rating: null,
  total_ratings: 0,
  module_id: 2,
  position: 1,
  tasks: [],
  trilhasFlashcard: [],
});

const actions: LessonActions = {
  toggleWatched: vi.fn(),
  rate: vi.fn(),
  completeTask: vi.fn(),
  downloaded: vi.fn(),
  progressSaved: vi.fn(),
};

const details = (access: boolean) => (
  <LessonDetails
    module={{ type: 'courses', courseUuid: 'c', moduleId: 2, layout: 'modern' }}
    lesson={lesson(access)}
    position={1}
    total={3}
    previous={null}
    next={null}
    actions={actions}
    hideNav
  />
);

describe("LessonDetails' assistant", () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => useAssistantPanel.setState({ open: false, request: null, opener: null }));

  it('opens the panel about this lesson with a draft the learner finishes (nothing is sent)', async () => {
    render(details(true));
    await userEvent.click(screen.getByRole('button', { name: 'Pergunte ao assistente' }));
    expect(useAssistantPanel.getState()).toMatchObject({
      open: true,
      request: {
        question: 'Sobre esta aula: ',
        context: { kind: 'lesson', id: 9 },
        contextLabel: 'Glaucoma agudo',
        send: false,
      },
    });
  });

  it('is not offered on a locked lesson', () => {
    render(details(false));
    expect(screen.getByRole('heading', { name: 'Glaucoma agudo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pergunte ao assistente' })).toBeNull();
  });
});
