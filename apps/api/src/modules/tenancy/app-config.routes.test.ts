import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('GET /api/app-config', () => {
  const ctx = useTestApp({
    seed: true,
    env: {
      TAG_MANAGER_HOST: 'https://tags.example.com.br',
      TAG_MANAGER_DEFAULT_CONTAINER: 'GTM-SHARED1',
      VERTICAL_OVERRIDE: 'ortopedia',
      QR_CODE_BASE_URL: 'http://foco-oftalmo.oftalmologia.localhost:5173',
      ANALYTICS_SCRIPT_URL: 'https://tags.example.com.br/analytics.js',
    },
  });

  it('lists the verticals in order with names, host patterns and container ids', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.statusCode).toBe(200);
    const { verticals } = res.json();
    expect(verticals.map((v: { slug: string }) => v.slug)).toEqual([
      'oftalmologia',
      'anestesiologia',
      'cirurgia-vascular',
      'ortopedia',
    ]);
    expect(verticals[0]).toEqual({
      slug: 'oftalmologia',
      nome: { 'pt-BR': 'Oftalmologia', en: 'Ophthalmology' },
      host_patterns: ['oftalmologia.localhost', '*.oftalmologia.localhost'],
      tag_manager_container_id: 'GTM-OFTALMO1',
    });
    expect(verticals[2].nome).toEqual({ 'pt-BR': 'Cirurgia Vascular', en: 'Vascular Surgery' });
  });

  it('carries the configured override, tag manager, QR-code base URL and analytics script', async () => {
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/app-config' })).json();
    expect(body).toMatchObject({
      vertical_override: 'ortopedia',
      tag_manager: { host: 'https://tags.example.com.br', default_container_id: 'GTM-SHARED1' },
      qr_code_base_url: 'http://foco-oftalmo.oftalmologia.localhost:5173',
      analytics_script_url: 'https://tags.example.com.br/analytics.js',
    });
  });
});
