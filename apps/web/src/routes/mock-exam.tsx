import { ComingSoonRoute } from './coming-soon.tsx';

/** Placeholders until the simulado screens land (issue 5). */
export function MockExamRoute() {
  return <ComingSoonRoute />;
}
export function MockExamOldRoute() {
  return <ComingSoonRoute />;
}
