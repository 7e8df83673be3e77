import type { ContentType, Lesson, Task } from '@members/contract';
import { toApostila } from '../course-apostilas.ts';
import { coverUrl, lessonVideoUrl } from '../course-urls.ts';
import { flashcardTrackLink, flashcardTrackTask, toFlashcardTrack } from './flashcard-track-mappers.ts';
import type { LessonExtras, LessonRecord, TaskRecord } from './lesson-records.ts';

/** The course a lesson belongs to, and whether the learner may open the lesson (canOpenLesson). */
export interface LessonContext {
  kind: ContentType;
  courseUuid: string;
  canOpen: boolean;
}

/** A lesson task (handout, link, question track); a restricted one carries neither its file nor its link. */
export function toLessonTask(record: TaskRecord, restricted: boolean): Task {
  const { task, apostila } = record;
  return {
    id: task.id,
    label: task.label,
    subtitle: task.subtitle,
    type: task.type,
    completed: record.completed,
    model_type: 'LessonTask',
    link: restricted ? null : task.link,
    restricted,
    apostila: apostila && !restricted ? toApostila(apostila) : null,
    data: null,
  };
}

/**
 * A lesson as the module page and the player read it (spec §3). A lesson the learner cannot open keeps its
 * title, duration and counters but carries no video, body, DRM data, files, links or cards.
 */
export function toLesson(row: LessonRecord, extras: LessonExtras, context: LessonContext): Lesson {
  const locked = !context.canOpen;
  const watched = row.watched_at !== null;
  const trilhasFlashcard = extras.tracks
    .filter(({ track }) => track.lesson_id === row.id)
    .map(({ track, status }) =>
      toFlashcardTrack(
        track,
        status,
        extras.cards.filter((card) => card.track_id === track.id),
        locked,
      ),
    );
  const lessonTasks = extras.tasks
    .filter(({ task }) => task.lesson_id === row.id)
    .map((record) => toLessonTask(record, locked));
  const trackTasks = trilhasFlashcard.map((track) =>
    flashcardTrackTask(track, flashcardTrackLink(context.kind, context.courseUuid, row.module_id, track.id), locked),
  );
  return {
    id: row.id,
    title: row.title,
    video_duration: row.video_duration,
    published_at: row.published_at.toISOString(),
    video_external_id: locked ? null : row.video_external_id,
    video_url: !locked && row.video_file_key ? lessonVideoUrl(row.id) : null,
    video_image_base_uri: coverUrl(row.video_image_key),
    access: !locked,
    watched,
    assistido: watched,
    position_seconds: row.position_seconds ?? 0,
    drm_info: locked ? null : row.drm_info,
    body: locked ? '' : row.body,
    rating: row.rating,
    my_rating: row.my_rating,
    total_ratings: row.total_ratings,
    module_id: row.module_id,
    position: row.position,
    tasks: [...lessonTasks, ...trackTasks],
    trilhasFlashcard,
  };
}
