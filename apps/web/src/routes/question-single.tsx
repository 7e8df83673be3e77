import { getRouteApi } from '@tanstack/react-router';
import { QuestionPage } from '../features/questions/index.ts';

const route = getRouteApi('/shell/questoes/questao/$id');

/** /questoes/questao/{id}: one question of the bank on its own page (an assistant's citation opens it). */
export function QuestionSingleRoute() {
  const { id } = route.useParams();
  return <QuestionPage key={id} id={id} />;
}
