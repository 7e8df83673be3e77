import type { PracticeSession, SessionQuestion } from '@members/contract';
import { queryOptions } from '@tanstack/react-query';
import { getPracticeQuestion } from './get-practice-question.ts';
import { getPracticeSession } from './get-practice-session.ts';
import { getQuestionTrack } from './get-question-track.ts';
import { getTrackQuestion } from './get-track-question.ts';
import { questionKeys } from './query-keys.ts';

/** What the question player plays: a free-practice session or a question track. */
export type PlayerSource = { kind: 'practice'; id: number } | { kind: 'track'; id: number };

/** The learner's progress through a session or track (both have these). */
export type PlayerProgress = Pick<PracticeSession, 'total' | 'answered' | 'correct' | 'next_position' | 'items'>;

/** The outbox group of the source's answers and marks (one "saving / saved / offline" indicator). */
export const outboxGroup = (source: PlayerSource) => `${source.kind}:${source.id}`;

export const progressKey = (source: PlayerSource) =>
  source.kind === 'practice' ? questionKeys.practiceSession(source.id) : questionKeys.track(source.id);

export const positionKey = (source: PlayerSource, position: number) =>
  source.kind === 'practice'
    ? questionKeys.practiceQuestion(source.id, position)
    : questionKeys.trackQuestion(source.id, position);

export const progressQueryOptions = (source: PlayerSource) =>
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
        : getTrackQuestion(source.id, position, signal),
  });

/** The part of an answer that ties it to the source. */
export const answerLink = (source: PlayerSource) =>
  source.kind === 'practice' ? { practice_session_id: source.id } : { track_id: source.id };
