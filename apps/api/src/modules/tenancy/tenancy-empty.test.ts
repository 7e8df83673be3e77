import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

describe('tenancy calls on an empty database, default configuration', () => {
  const ctx = useTestApp();

  it('lists no producers and no current producer', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/producers',
      headers: { host: 'oftalmologia.localhost' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const current = await ctx.app.inject({ method: 'GET', url: '/api/producers/current' });
    expect(current.json()).toEqual({ produtor: null });
  });

  it('answers nulls for everything unconfigured in /api/app-config', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app-config' });
    expect(res.json()).toEqual({
      verticals: [],
      vertical_override: null,
      tag_manager: { host: null, default_container_id: null },
      qr_code_base_url: null,
      analytics_script_url: null,
    });
  });
});
