import { findByHost, type AppConfig, type VerticalPublic } from '@members/contract';

/**
 * The vertical of this site (spec §1): the config's override (test setting) wins, else the first vertical
 * whose host patterns match the host name; no match logs a warning and answers null.
 */
export function resolveVertical(
  hostname: string,
  config: Pick<AppConfig, 'verticals' | 'vertical_override'>,
): VerticalPublic | null {
  if (config.vertical_override) {
    const forced = config.verticals.find((vertical) => vertical.slug === config.vertical_override);
    if (forced) return forced;
    console.warn(
      `[vertical] The override "${config.vertical_override}" names no configured vertical; using the host name.`,
    );
  }
  const matched = findByHost(hostname, config.verticals);
  if (matched) return matched;
  console.warn(
    `[vertical] No vertical matches the host "${hostname}" (configured: ${config.verticals.map((v) => v.slug).join(', ') || 'none'}); the vertical stays empty.`,
  );
  return null;
}
