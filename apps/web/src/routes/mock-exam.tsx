import { useParams } from '@tanstack/react-router';
import { ClassicExamPage, ExamPage, parseSimuladoId } from '../features/simulados/index.ts';

/** /questoes/simulado/{id}: 'Simulado de questões', the timed exam one question at a time. */
export function MockExamRoute() {
  const { id } = useParams({ strict: false });
  const simuladoId = parseSimuladoId(id);
  return <ExamPage key={simuladoId} simuladoId={simuladoId} />;
}

/** /questoes/simulado_old/{id}: the classic layout of the same exam (all questions on one page). */
export function MockExamOldRoute() {
  const { id } = useParams({ strict: false });
  const simuladoId = parseSimuladoId(id);
  return <ClassicExamPage key={simuladoId} simuladoId={simuladoId} />;
}
