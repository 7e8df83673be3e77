import { useParams, useSearch } from '@tanstack/react-router';
import { QuestionTrackPage } from '../features/questions/index.ts';

/** /questoes/trilha/{id}?questao={position}: a question track, resumed where the learner stopped. */
export function QuestionTrackRoute() {
  const { id } = useParams({ strict: false });
  const { questao } = useSearch({ strict: false });
  return <QuestionTrackPage key={id} id={id} questao={questao} />;
}
