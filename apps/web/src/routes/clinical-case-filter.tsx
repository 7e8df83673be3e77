import { getRouteApi } from '@tanstack/react-router';
import { CaseFilterPage, parseCaseFilterSearch, toCaseFilterSearch } from '../features/clinical-cases/index.ts';
import type { CaseFilterState } from '../features/clinical-cases/index.ts';

const route = getRouteApi('/shell/casos-clinicos/filtro');

/** /casos-clinicos/filtro: the filter lives in the address (shareable, kept on back and forward). */
export function ClinicalCaseFilterRoute() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = (filter: CaseFilterState) =>
    void navigate({ search: toCaseFilterSearch(filter), replace: true, resetScroll: false });
  return <CaseFilterPage filter={parseCaseFilterSearch(search)} onChange={onChange} />;
}
