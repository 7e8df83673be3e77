/**
 * An in-app link from the API (`/courses/<uuid>/module/3?aula=12`) as the router takes it: path and search,
 * whole numbers as numbers (the router would quote a string that looks like one: `aula=%2212%22`).
 */
export function splitLessonLink(link: string): { to: string; search: Record<string, string | number> } {
  const url = new URL(link, 'http://app.invalid');
  const search: Record<string, string | number> = {};
  for (const [key, value] of url.searchParams) search[key] = /^\d{1,15}$/.test(value) ? Number(value) : value;
  return { to: url.pathname, search };
}
