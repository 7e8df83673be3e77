import { useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { ComingSoonPage } from '../features/coming-soon/index.ts';

/** The purchase pages (issue 17), loaded from here: their routes share this chunk's import (offer-routes.ts). */
const PurchasePage = lazy(() => import('./purchase-pages.tsx').then((module) => ({ default: module.PurchasePage })));
const purchaseRoutes = new Set([
  '/shell/page/offers/$id',
  '/shell/page/$id/checkUser',
  '/shell/page/offer/$uuid/checkout',
]);

/** Every route whose feature comes with a later issue: the shared "Em breve" page for its area. */
export function ComingSoonRoute() {
  const match = useMatches({ select: (matches) => matches.at(-1) });
  if (match && purchaseRoutes.has(match.routeId))
    return (
      <Suspense fallback={null}>
        <PurchasePage routeId={match.routeId} />
      </Suspense>
    );
  return <ComingSoonPage area={match?.staticData.area ?? 'home'} />;
}
