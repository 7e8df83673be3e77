/** An in-app link as the router's <Link> takes it: the path and its search parameters. */
export interface InAppLink {
  to: string;
  search: Record<string, string | number>;
}

/**
 * Splits an in-app link from the API (`/courses/<uuid>/module/3?aula=12`, contract lessonLink) into path and
 * search, so the router navigates without a page load. Whole numbers come back as numbers; the hash is dropped.
 */
export function splitInAppLink(link: string): InAppLink {
  const url = new URL(link, 'http://app.invalid');
  const search: InAppLink['search'] = {};
  for (const [key, value] of url.searchParams) search[key] = /^\d{1,15}$/.test(value) ? Number(value) : value;
  return { to: url.pathname, search };
}
