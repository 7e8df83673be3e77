import { useSearch } from '@tanstack/react-router';
import { FreePracticePage } from '../features/questions/index.ts';

/** /questoes/treino-livre?sessao={id}&questao={position}[&revisao=erradas]: free practice, one question at a time. */
export function FreePracticeRoute() {
  const { sessao, questao, revisao } = useSearch({ strict: false });
  return <FreePracticePage sessao={sessao} questao={questao} revisao={revisao} />;
}
