import type { QuestionTrackSummary } from '@members/contract';

/** The router link of a track: where the learner stopped (`?questao=next_position`), or the track's end. */
export function trackLink(track: Pick<QuestionTrackSummary, 'id' | 'next_position'>) {
  return {
    to: '/questoes/trilha/$id',
    params: { id: String(track.id) },
    search: track.next_position === null ? {} : { questao: String(track.next_position) },
  } as const;
}
