import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

describe('OpenAPI documentation', () => {
  const ctx = useTestApp();

  it('lists every route with its contract schemas at /api/docs/json', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/healthz', '/readyz', '/api/producers', '/api/producers/current', '/api/app-config']),
    );
    const list = doc.paths['/api/producers'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(list.items.properties).sort()).toEqual([
      'app_logo_url',
      'auth_url',
      'medmember_url',
      'nome',
      'primary_color',
    ]);
    const current = doc.paths['/api/producers/current'].get;
    expect(current.parameters).toEqual([expect.objectContaining({ in: 'query', name: 'origin' })]);
    expect(current.responses['4XX'].content['application/json'].schema.properties.error).toBeDefined();
  });

  it('validates as OpenAPI 3.1, every $ref resolving (validators and client generators reject it otherwise)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const validator = new Validator();
    expect(await validator.validate(res.json())).toEqual({ valid: true });
    expect(validator.version).toBe('3.1');
    const categories = res.json().paths['/api/questions/categories'].get.responses['200'];
    expect(categories.content['application/json'].schema.properties.categorias.items).toEqual({
      $ref: '#/components/schemas/QuestionCategoryNode',
    });
  });

  it('does not document its own documentation routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths).filter((p: string) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('serves the interactive page at /api/docs with a CSP that lets it run', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-initializer.js');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    const initializer = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
  });
});
