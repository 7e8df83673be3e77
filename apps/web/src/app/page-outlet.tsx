import { Outlet, useLocation, useMatches, useParams } from '@tanstack/react-router';
import { Activity, useCallback } from 'react';
import { PageTransitionFrame } from './page-transition.tsx';
import { useKeptPages } from './use-kept-pages.ts';

type Matches = ReturnType<typeof useMatches>;

/** The match that names the page: the last one, or its parent when the last is part of its parent's page. */
function pageMatch(matches: Matches): Matches[number] | undefined {
  const last = matches.at(-1);
  return last?.staticData.keyedByParent ? matches.at(-2) : last;
}

/**
 * Renders the current page keyed by its full path (a new path remounts it, spec §2) inside its transition,
 * plus the keepalive pages, which stay mounted and hidden with <Activity> while another page shows.
 */
export function PageOutlet() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The rendered matches can lag the location while the next route loads: keep pages under the path
  // of the match that is actually rendered.
  const matchedPathname = useMatches({ select: (matches) => pageMatch(matches)?.pathname ?? pathname });
  const allSucceeded = useMatches({ select: (matches) => matches.every((match) => match.status === 'success') });
  const transition = useMatches({ select: (matches) => matches.at(-1)?.staticData.transition ?? 'fade' });
  const keepAlive = useMatches({ select: (matches) => matches.at(-1)?.staticData.keepAlive });
  const params = useParams({ strict: false }) as Record<string, string>;

  const renderKept = keepAlive && allSucceeded ? keepAlive : null;
  const render = useCallback(() => (renderKept ? renderKept(params) : null), [renderKept, params]);
  const kept = useKeptPages(matchedPathname, renderKept ? render : null);
  const showingKept = renderKept !== null;

  return (
    <>
      {kept.map((page) => (
        <Activity key={page.pathname} mode={showingKept && page.pathname === matchedPathname ? 'visible' : 'hidden'}>
          <PageTransitionFrame transition="slide-right" path={page.pathname}>
            {page.node}
          </PageTransitionFrame>
        </Activity>
      ))}
      {showingKept ? null : (
        <PageTransitionFrame key={matchedPathname} transition={transition} path={matchedPathname}>
          <Outlet />
        </PageTransitionFrame>
      )}
    </>
  );
}
