import { ComingSoonRoute } from './coming-soon.tsx';

/** Placeholder until the page lands (issue 4). */
export function CatalogRoute() {
  return <ComingSoonRoute />;
}
