import { describe, expect, it } from 'vitest';
import { formatStartupBanner } from './startup-banner.ts';

describe('startup banner', () => {
  it('lists the app, one URL per vertical, the API docs and the demo logins', () => {
    const banner = formatStartupBanner({
      port: 4321,
      verticalSlugs: ['oftalmologia', 'ortopedia'],
      database: 'pglite',
      seeded: true,
    });
    const lines = banner.split('\n');
    expect(lines).toContain('Members area running at http://localhost:4321');
    expect(lines.some((line) => line.trim().endsWith('http://oftalmologia.localhost:4321'))).toBe(true);
    expect(lines.some((line) => line.trim().endsWith('http://ortopedia.localhost:4321'))).toBe(true);
    expect(lines).toContain('API docs: http://localhost:4321/api/docs');
    expect(lines).toContain('Demo logins (password medmember123, in every producer):');
    expect(lines.some((line) => line.trim().startsWith('aluno@medmember.dev'))).toBe(true);
    expect(lines.some((line) => line.includes('http://foco-oftalmo.oftalmologia.localhost:4321/auth/newLogin'))).toBe(true);
  });
});
