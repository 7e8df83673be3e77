import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CasesOverview } from '../features/clinical-cases/index.ts';

const route = getRouteApi('/shell/casos-clinicos');

/** /casos-clinicos: the learner's cases, with the title search (`q`, `pagina`) in the address. */
export function ClinicalCasesRoute() {
  const { q, pagina } = route.useSearch();
  const navigate = route.useNavigate();
  const onChange = useCallback(
    (query: string, page: number) =>
      void navigate({
        search: { q: query === '' ? undefined : query, pagina: page > 1 ? String(page) : undefined },
        replace: true,
      }),
    [navigate],
  );
  return <CasesOverview query={q ?? ''} page={Number(pagina ?? '1')} onChange={onChange} />;
}
