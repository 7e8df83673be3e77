/**
 * Whether a purchase link is a path of this app (the API answers `/page/offers/<product id>` for what is sold
 * here), which the router opens, rather than a sales page elsewhere.
 */
export function isInAppLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
}
