import { getRouteApi } from '@tanstack/react-router';
import { FreePracticePage } from '../features/questions/index.ts';

const route = getRouteApi('/shell/questoes/treino-livre');

/** /questoes/treino-livre?sessao={id}&questao={position}[&revisao=erradas]: free practice, one question at a time. */
export function FreePracticeRoute() {
  const { sessao, questao, revisao } = route.useSearch();
  return <FreePracticePage sessao={sessao} questao={questao} revisao={revisao} />;
}
