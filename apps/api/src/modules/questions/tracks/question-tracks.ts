import type { QuestionTrack, QuestionTrackSummary, SessionQuestion } from '@members/contract';
import type { Database } from '../../../db/database.ts';
import type { Learner } from '../../../plugins/learner.ts';
import { cachedQuestionTracks } from '../bank.cache.ts';
import { itemProgress } from '../item-progress.ts';
import { openSimuladoQuestions, withoutHeld } from '../open-simulado-questions.ts';
import { positionQuestion } from '../position-question.ts';
import { trackNotFoundError } from '../questions.errors.ts';
import { learnerTrackAnswers, type TrackRow } from './tracks.repository.ts';

/** Per track, the learner's answers there: question id → correct (one answer per item: the first stands). */
async function trackAnswers(
  db: Database,
  learner: Learner,
  trackId?: number,
): Promise<Map<number, Map<number, boolean>>> {
  const rows = await learnerTrackAnswers(db, learner, trackId);
  const byTrack = new Map<number, Map<number, boolean>>();
  for (const row of rows) {
    const id = row.track_id as number;
    if (!byTrack.has(id)) byTrack.set(id, new Map());
    byTrack.get(id)?.set(row.question_id, row.correct);
  }
  return byTrack;
}

/** The producer's tracks as a learner may practise them now: without the questions of simulados not yet closed. */
async function practisableTracks(db: Database, producerId: string): Promise<TrackRow[]> {
  const [tracks, held] = await Promise.all([
    cachedQuestionTracks(db, producerId),
    openSimuladoQuestions(db, producerId),
  ]);
  return tracks.map((track) => ({ ...track, questionIds: withoutHeld(track.questionIds, held) }));
}

function trackView(track: TrackRow, answers: ReadonlyMap<number, boolean> = new Map()): QuestionTrack {
  const progress = itemProgress(track.questionIds, answers);
  const status =
    progress.answered === 0 ? 'nao_iniciado' : progress.next_position === null ? 'concluido' : 'em_progresso';
  return { id: track.id, title: track.title, description: track.description, status, ...progress };
}

/** The producer's tracks in order, each with the learner's progress. */
export async function listQuestionTracks(db: Database, learner: Learner): Promise<QuestionTrackSummary[]> {
  const [tracks, answers] = await Promise.all([practisableTracks(db, learner.producerId), trackAnswers(db, learner)]);
  return tracks.map((track) => {
    const { items: _items, ...summary } = trackView(track, answers.get(track.id));
    return summary;
  });
}

/** One of the producer's tracks; 404 for an unknown id or another producer's. */
async function findQuestionTrack(db: Database, learner: Learner, trackId: number): Promise<TrackRow> {
  const track = (await practisableTracks(db, learner.producerId)).find((row) => row.id === trackId);
  if (!track) throw trackNotFoundError();
  return track;
}

export async function questionTrackDetail(db: Database, learner: Learner, trackId: number): Promise<QuestionTrack> {
  const [track, answers] = await Promise.all([
    findQuestionTrack(db, learner, trackId),
    trackAnswers(db, learner, trackId),
  ]);
  return trackView(track, answers.get(track.id));
}

/** The question at a 1-based position of the track, with the learner's answer there. */
export async function trackQuestionAt(
  db: Database,
  learner: Learner,
  trackId: number,
  position: number,
): Promise<SessionQuestion> {
  const track = await findQuestionTrack(db, learner, trackId);
  return positionQuestion(db, learner, track.questionIds, position, { trackId: track.id });
}
