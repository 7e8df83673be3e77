import type { PracticeSession, SessionQuestion } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { getPracticeQuestion } from './get-practice-question.ts';
import { getPracticeSession } from './get-practice-session.ts';
import { getQuestionAsPosition } from './get-question.ts';
import { getQuestionTrack } from './get-question-track.ts';
import { getTrackQuestion } from './get-track-question.ts';
import { questionKeys } from './query-keys.ts';

/** A free-practice session or a question track: what has a progress of its own. */
export type SessionSource = { kind: 'practice'; id: number } | { kind: 'track'; id: number };

/**
 * What the question player plays: a session or a track, or one question on its own page (`question`: answered as
 * loose practice, tied to no session or track; its one position is 1).
 */
export type PlayerSource = SessionSource | { kind: 'question'; id: number };

/** The learner's progress through a session or track (both have these). */
export type PlayerProgress = Pick<PracticeSession, 'total' | 'answered' | 'correct' | 'next_position' | 'items'>;

/** The outbox group of the source's answers and marks (one "saving / saved / offline" indicator). */
export const outboxGroup = (source: PlayerSource) => `${source.kind}:${source.id}`;

export const progressKey = (source: SessionSource) =>
  source.kind === 'practice' ? questionKeys.practiceSession(source.id) : questionKeys.track(source.id);

export const positionKey = (source: PlayerSource, position: number) =>
  source.kind === 'practice'
    ? questionKeys.practiceQuestion(source.id, position)
    : source.kind === 'track'
      ? questionKeys.trackQuestion(source.id, position)
      : questionKeys.question(source.id);

export const progressQueryOptions = (source: SessionSource) =>
  queryOptions<PlayerProgress>({
    queryKey: progressKey(source),
    queryFn: ({ signal }) =>
      source.kind === 'practice' ? getPracticeSession(source.id, signal) : getQuestionTrack(source.id, signal),
  });

export const positionQueryOptions = (source: PlayerSource, position: number) =>
  queryOptions<SessionQuestion>({
    queryKey: positionKey(source, position),
    queryFn: ({ signal }) =>
      source.kind === 'practice'
        ? getPracticeQuestion(source.id, position, signal)
        : source.kind === 'track'
          ? getTrackQuestion(source.id, position, signal)
          : getQuestionAsPosition(source.id, signal),
  });

/** The part of an answer that ties it to the source (nothing for a question on its own page: loose practice). */
export function answerLink(source: PlayerSource): { practice_session_id?: number; track_id?: number } {
  if (source.kind === 'practice') return { practice_session_id: source.id };
  return source.kind === 'track' ? { track_id: source.id } : {};
}
