import { getRouteApi } from '@tanstack/react-router';
import { ClinicalCaseRunPage } from '../features/clinical-cases/components/run/run-page.tsx';
import { RunNotFound } from '../features/clinical-cases/components/run/run-states.tsx';

const route = getRouteApi('/shell/casos-clinicos/execucao');

/** /casos-clinicos/execucao?caso={id}: the run of a case; without a valid `caso`, the not-found state. */
export function ClinicalCaseRunRoute() {
  const { caso } = route.useSearch();
  if (caso === undefined) return <RunNotFound />;
  return <ClinicalCaseRunPage key={caso} caseId={Number(caso)} />;
}
