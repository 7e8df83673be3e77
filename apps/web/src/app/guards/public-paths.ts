/** Where a visitor without a session token is sent (spec §2). */
export const loginPath = '/auth/newLogin';

/**
 * Public routes (spec §2) besides the /auth area, matched exactly: /newClient, /checkUser, /checkout, /erros/auth,
 * /page/offers, and the purchase pages (issue 17) with one segment for their id: /page/offers/{id},
 * /page/{id}/checkUser, /page/offer/{uuid}/checkout. No other page under /page is public. One expression rather
 * than a set and an expression: this runs in the entry chunk, where /courses' first paint has no byte to spare.
 */
const publicPath =
  /^\/(?:newClient|checkUser|checkout|erros\/auth|page\/(?:offers(?:\/[^/]+)?|[^/]+\/checkUser|offer\/[^/]+\/checkout))$/;

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isPublicPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return path === '/auth' || path.startsWith('/auth/') || publicPath.test(path);
}
