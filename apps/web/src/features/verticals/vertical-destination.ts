/** Where every way in lands (spec §4, §7). */
const coursesPath = '/courses';

export type VerticalDestination = { kind: 'internal'; to: typeof coursesPath } | { kind: 'external'; href: string };

/**
 * After signing into another vertical: that account's producer lives on its own site, where this site's session
 * does not reach. When its origin differs from this one, go (a full navigation) to the one-time sign-in link
 * the API handed over on that site, else to `<medmember_url>/courses`; on this same site, /courses.
 */
export function verticalDestination(
  medmemberUrl: string | null,
  currentOrigin: string,
  handoffUrl: string | null = null,
): VerticalDestination {
  if (!medmemberUrl) return { kind: 'internal', to: coursesPath };
  let url: URL;
  try {
    url = new URL(medmemberUrl);
  } catch {
    return { kind: 'internal', to: coursesPath };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'internal', to: coursesPath };
  if (url.origin === currentOrigin) return { kind: 'internal', to: coursesPath };
  if (handoffUrl && sameOrigin(handoffUrl, url.origin)) return { kind: 'external', href: handoffUrl };
  return { kind: 'external', href: `${url.origin}${url.pathname.replace(/\/+$/, '')}${coursesPath}` };
}

function sameOrigin(href: string, origin: string): boolean {
  try {
    return new URL(href).origin === origin;
  } catch {
    return false;
  }
}
