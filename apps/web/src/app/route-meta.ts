import type { ReactNode } from 'react';
import type { ComingSoonArea } from '../features/coming-soon/index.ts';

export const layoutNames = ['default', 'loading', 'onboarding', 'pages', 'planner'] as const;
export type LayoutName = (typeof layoutNames)[number];

/** Page transitions (spec §2): none for /search, slide-right for the module search routes, fade elsewhere. */
export type PageTransition = 'fade' | 'slide-right' | 'none';

/** Renders a kept-alive page from its route params (the page stays mounted, hidden, when the learner leaves). */
export type KeepAliveRender = (params: Record<string, string>) => ReactNode;

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Layout around the page; `default` when absent. */
    layout?: LayoutName;
    /** Which area of the product the route belongs to (page title, coming-soon text). */
    area?: ComingSoonArea;
    /**
     * The message key of the page's title when its params decide it (the catalog: /movie → 'Palestras', as
     * its heading says); the area's name otherwise. The producer's name follows either (use-document-title).
     */
    titleKey?: (params: Record<string, string>) => string | undefined;
    transition?: PageTransition;
    keepAlive?: KeepAliveRender;
    /**
     * The page is its parent route's (the module page with its track sheet): keyed by the parent's path, so
     * opening or closing the child does not remount the page (and restart its video).
     */
    keyedByParent?: boolean;
    /**
     * Messages the page needs: `core` (the sign-in screens and the catalog, the learner's landing page: their
     * first paint stays small) or, by default, the whole catalog, whose areas part the root loads before the
     * page renders.
     */
    catalog?: 'core' | 'full';
  }
}
