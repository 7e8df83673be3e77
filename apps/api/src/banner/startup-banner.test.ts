import { describe, expect, it } from 'vitest';
import { formatStartupBanner } from './startup-banner.ts';

const laptop = {
  port: 3000,
  host: '127.0.0.1',
  verticalSlugs: ['oftalmologia', 'ortopedia'],
  database: 'pglite' as const,
  seeded: true,
  smtp: false,
};

describe('startup banner', () => {
  it('lists the app, one URL per vertical, the API docs and the demo logins', () => {
    const banner = formatStartupBanner({ ...laptop, port: 4321 });
    const lines = banner.split('\n');
    expect(lines).toContain('Members area running at http://localhost:4321');
    expect(lines.some((line) => line.trim().endsWith('http://oftalmologia.localhost:4321'))).toBe(true);
    expect(lines.some((line) => line.trim().endsWith('http://ortopedia.localhost:4321'))).toBe(true);
    expect(lines).toContain('API docs: http://localhost:4321/api/docs');
    expect(lines).toContain('Demo logins (password medmember123, in every producer):');
    expect(lines.some((line) => line.trim().startsWith('aluno@medmember.dev'))).toBe(true);
    expect(lines.some((line) => line.includes('http://foco-oftalmo.oftalmologia.localhost:4321/auth/newLogin'))).toBe(
      true,
    );
  });

  it('warns that e-mail is not being sent when SMTP_URL is unset and the server listens beyond this machine', () => {
    for (const host of ['0.0.0.0', '::', '192.168.0.10']) {
      const banner = formatStartupBanner({ ...laptop, host });
      expect(banner, host).toContain('WARNING: e-mail is NOT being sent (SMTP_URL unset)');
      expect(banner, host).toContain(`The server listens on ${host}`);
      expect(banner, host).toContain('http://localhost:3000/api/dev/outbox (this machine only)');
    }
  });

  it('only says where e-mail goes on a loopback-only server or with SMTP', () => {
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const banner = formatStartupBanner({ ...laptop, host });
      expect(banner, host).not.toContain('WARNING');
      expect(banner, host).toContain(
        'E-mail: not sent (SMTP_URL unset); read it at http://localhost:3000/api/dev/outbox',
      );
    }
    const withSmtp = formatStartupBanner({
      ...laptop,
      host: '0.0.0.0',
      smtp: true,
      publicUrl: 'https://membros.example.com',
    });
    expect(withSmtp).not.toContain('WARNING');
    expect(withSmtp).not.toContain('/api/dev/outbox');
    expect(withSmtp.split('\n')).toContain('Public address: https://membros.example.com');
  });
});
