import { describe, expect, it } from 'vitest';
import { buildContentSecurityPolicy } from './content-security-policy.ts';

const externalSources = (directives: Record<string, string[]>) =>
  Object.values(directives)
    .flat()
    .filter((source) => /^https?:/.test(source));

describe('buildContentSecurityPolicy', () => {
  it('allows no external host when no tag manager is configured', () => {
    expect(externalSources(buildContentSecurityPolicy({ TAG_MANAGER_HOST: undefined }))).toEqual([]);
  });

  it('allows exactly the tag-manager origin (not its path) for scripts, frames, connections and images', () => {
    const csp = buildContentSecurityPolicy({ TAG_MANAGER_HOST: 'https://tags.example.com.br/gtm' });
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
      expect(csp[directive]).toContain('https://tags.example.com.br');
    }
    expect(new Set(externalSources(csp))).toEqual(new Set(['https://tags.example.com.br']));
    expect(csp['style-src']).not.toContain('https://tags.example.com.br');
  });
});
