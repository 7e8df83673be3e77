import { getRouteApi } from '@tanstack/react-router';
import { QuestionTrackPage } from '../features/questions/index.ts';

const route = getRouteApi('/shell/questoes/trilha/$id');

/** /questoes/trilha/{id}?questao={position}: a question track, resumed where the learner stopped. */
export function QuestionTrackRoute() {
  const { id } = route.useParams();
  const { questao } = route.useSearch();
  return <QuestionTrackPage key={id} id={id} questao={questao} />;
}
