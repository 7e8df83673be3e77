import { getRouteApi } from '@tanstack/react-router';
import { parseSimuladoId, SimuladoDetailsPage } from '../features/simulados/index.ts';

const route = getRouteApi('/shell/questoes/simulado/detalhes/$id');

/** /questoes/simulado/detalhes/{id}: rules before the attempt, the result after it. */
export function MockExamDetailsRoute() {
  const simuladoId = parseSimuladoId(route.useParams().id);
  return <SimuladoDetailsPage key={simuladoId} simuladoId={simuladoId} />;
}
