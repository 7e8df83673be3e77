import { useParams } from '@tanstack/react-router';
import { parseSimuladoId, SimuladoDetailsPage } from '../features/simulados/index.ts';

/** /questoes/simulado/detalhes/{id}: rules before the attempt, the result after it. */
export function MockExamDetailsRoute() {
  const { id } = useParams({ strict: false });
  const simuladoId = parseSimuladoId(id);
  return <SimuladoDetailsPage key={simuladoId} simuladoId={simuladoId} />;
}
