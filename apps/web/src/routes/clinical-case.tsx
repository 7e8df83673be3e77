import { getRouteApi } from '@tanstack/react-router';
import { CasePage } from '../features/clinical-cases/index.ts';

const route = getRouteApi('/shell/casos-clinicos/$id');

/** A positive whole id, or null (an address like /casos-clinicos/abc shows the not-found state without asking). */
const caseId = (text: string) => (/^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** /casos-clinicos/{id}: the case, before and after (the debrief of `?tentativa=` or of the latest finish). */
export function ClinicalCaseRoute() {
  const { id } = route.useParams();
  const { tentativa } = route.useSearch();
  return <CasePage key={id} id={caseId(id)} attempt={tentativa === undefined ? undefined : Number(tentativa)} />;
}
