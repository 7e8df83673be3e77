/** Where a visitor without a session token is sent (spec §2). */
export const loginPath = '/auth/newLogin';

/** Public routes (spec §2): the /auth area plus these exact paths. */
const publicPaths = new Set(['/newClient', '/checkUser', '/checkout', '/page/offers', '/erros/auth']);

/**
 * The purchase pages (issue 17), each with exactly one segment for its id: /page/offers/{id},
 * /page/{id}/checkUser, /page/offer/{uuid}/checkout. No other page under /page is public.
 */
const purchasePage = /^\/page\/(?:offers\/[^/]+|[^/]+\/checkUser|offer\/[^/]+\/checkout)$/;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === '/auth' || path.startsWith('/auth/') || publicPaths.has(path) || purchasePage.test(path);
}
