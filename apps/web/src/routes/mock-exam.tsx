import { getRouteApi } from '@tanstack/react-router';
import { ClassicExamPage, ExamPage, parseSimuladoId } from '../features/simulados/index.ts';

const examRoute = getRouteApi('/shell/questoes/simulado/$id');
const classicRoute = getRouteApi('/shell/questoes/simulado_old/$id');

/** /questoes/simulado/{id}: 'Simulado de questões', the timed exam one question at a time. */
export function MockExamRoute() {
  const simuladoId = parseSimuladoId(examRoute.useParams().id);
  return <ExamPage key={simuladoId} simuladoId={simuladoId} />;
}

/** /questoes/simulado_old/{id}: the classic layout of the same exam (all questions on one page). */
export function MockExamOldRoute() {
  const simuladoId = parseSimuladoId(classicRoute.useParams().id);
  return <ClassicExamPage key={simuladoId} simuladoId={simuladoId} />;
}
