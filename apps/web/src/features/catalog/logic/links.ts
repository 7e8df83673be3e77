/** An in-app link as the router takes it: the path and its search parameters. */
export interface InAppLink {
  to: string;
  search: Record<string, string | number>;
}

/**
 * Splits an in-app link from the API (`/courses/<uuid>/module/3?aula=12`) into path and search, so the
 * router navigates without a page load. Whole numbers become numbers: the router writes a string that looks
 * like a number in quotes (`aula=%2212%22`), a number as is (`aula=12`). The hash is dropped.
 */
export function toInAppLink(link: string): InAppLink {
  const url = new URL(link, 'http://app.invalid');
  const search: InAppLink['search'] = {};
  for (const [key, value] of url.searchParams) search[key] = /^\d{1,15}$/.test(value) ? Number(value) : value;
  return { to: url.pathname, search };
}
