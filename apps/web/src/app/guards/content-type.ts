import { pageNotFound } from '../errors/page-error.ts';

/** The only values of the {type} route parameter (spec §5). */
export const contentTypes = ['movie', 'tv', 'courses'] as const;
export type ContentType = (typeof contentTypes)[number];

export function isContentType(value: string): value is ContentType {
  return (contentTypes as readonly string[]).includes(value);
}

/** `beforeLoad` of the /{type} routes: any other type is a fatal 404 'Page Not Found: {path}'. */
export function assertContentType({
  params,
  location,
}: {
  params: { type: string };
  location: { pathname: string };
}): void {
  if (!isContentType(params.type)) throw pageNotFound(location.pathname);
}
