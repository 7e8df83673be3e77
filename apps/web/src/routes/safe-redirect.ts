/**
 * The `redirect` search parameter, only when it names a path of this app (never another origin: an open
 * redirect would let a crafted link send a learner elsewhere right after signing in), and never back into
 * the auth area. Otherwise `fallback`.
 */
export function safeRedirect(value: string | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return fallback;
    if (url.pathname === '/auth' || url.pathname.startsWith('/auth/') || url.pathname === '/erros/auth')
      return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
