import type { Lesson } from '@members/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { LessonPlayer } from './lesson-player.tsx';

const lesson: Lesson = {
  id: 9,
  title: 'Glaucoma agudo',
  video_duration: 1800,
  published_at: '2026-01-10T12:00:00.000Z',
  video_external_id: null,
  video_url: '/api/lessons/9/video',
  video_image_base_uri: '',
  access: true,
  watched: false,
  assistido: false,
  position_seconds: 300,
  drm_info: null,
  body: '',
  rating: 0,
  my_rating: null,
  total_ratings: 0,
  module_id: 2,
  position: 1,
  tasks: [],
  trilhasFlashcard: [],
};

/** The video element once its metadata "loaded" (jsdom plays nothing: the duration is given). */
function loadedVideo(): HTMLVideoElement {
  const video = screen.getByLabelText<HTMLVideoElement>('Glaucoma agudo');
  Object.defineProperty(video, 'duration', { configurable: true, value: 1800 });
  fireEvent.loadedMetadata(video);
  return video;
}

const player = (startSeconds: number | null) => (
  <LessonPlayer lesson={lesson} courseName="Oftalmo" purchaseUrl={null} startSeconds={startSeconds} onSaved={vi.fn()} />
);

describe('LessonPlayer start time', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("opens the lesson's video at the requested second (a citation's t), not where the learner stopped", () => {
    render(player(754));
    expect(loadedVideo().currentTime).toBe(754);
  });

  it('resumes where the learner stopped without a requested second', () => {
    render(player(null));
    expect(loadedVideo().currentTime).toBe(300);
  });

  it('seeks again when another second of the same lesson is asked for', () => {
    const { rerender } = render(player(754));
    const first = loadedVideo();
    expect(first.currentTime).toBe(754);
    rerender(player(1200));
    // A playing video does not load its metadata again: a new one is loaded, and it starts at the new second.
    const second = loadedVideo();
    expect(second).not.toBe(first);
    expect(second.currentTime).toBe(1200);
  });
});
