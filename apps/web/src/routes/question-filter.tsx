import { QuestionFilterPage } from '../features/questions/index.ts';

/** /questoes/filtro: build a free practice from the category trees, the statuses and a number of questions. */
export function QuestionFilterRoute() {
  return <QuestionFilterPage />;
}
