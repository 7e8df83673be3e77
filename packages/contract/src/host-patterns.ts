/**
 * Host-name patterns of the verticals. A pattern is a host name (no port) where a leading
 * `*.` stands for one or more labels: `oftalmologia.localhost` matches only itself,
 * `*.oftalmologia.localhost` matches `clinica.oftalmologia.localhost`. Case-insensitive.
 */
export function hostMatchesPattern(host: string, pattern: string): boolean {
  const h = stripPort(host).toLowerCase();
  const p = pattern.trim().toLowerCase();
  if (!h || !p) return false;
  if (p.startsWith('*.')) {
    const suffix = p.slice(1);
    return h.endsWith(suffix) && h.length > suffix.length;
  }
  return h === p;
}

export function findByHost<T extends { host_patterns: readonly string[] }>(
  host: string,
  items: readonly T[],
): T | undefined {
  return items.find((item) => item.host_patterns.some((p) => hostMatchesPattern(host, p)));
}

export function stripPort(host: string): string {
  const h = host.trim();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  const i = h.lastIndexOf(':');
  return i === -1 ? h : h.slice(0, i);
}
