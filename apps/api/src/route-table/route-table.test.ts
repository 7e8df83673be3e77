import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { documentedIds } from './documented-ids.ts';
import { registeredRoutes } from './registered-routes.ts';
import { routeTableGaps } from './route-table-check.ts';
import { routeTable } from './route-table.ts';

/** A stand-in web build, so the static SPA routes are registered as in production. */
function fakeWebBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'route-table-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  return dir;
}

describe('route table', () => {
  const ctx = useTestApp({ env: { WEB_DIST_DIR: fakeWebBuild() } });

  it('has an entry for every registered route, and every entry is a registered route', () => {
    const registered = registeredRoutes(ctx.app);
    expect(registered).toEqual(expect.arrayContaining(['GET /api/courses/:uuid', 'HEAD /api/courses/:uuid', 'GET /*']));
    const gaps = routeTableGaps(registered, routeTable);
    expect(gaps, 'give each missing route its entry in route-table.ts; drop the stale ones').toEqual({
      missing: [],
      stale: [],
    });
  });

  it('lists each route once, with the kind of every path parameter', () => {
    const keys = routeTable.flatMap((entry) => entry.methods.map((method) => `${method} ${entry.url}`));
    expect(keys.length).toBe(new Set(keys).size);
    for (const entry of routeTable) {
      const pathParams = [...entry.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const described = pathParams.filter(
        (name) => entry.ids?.[`params.${name}`] !== undefined || entry.params?.[name ?? ''] !== undefined,
      );
      expect(described, entry.url).toEqual(pathParams);
    }
  });

  it('gives a kind to every id a signed-in route documents in its query or body', async () => {
    const documented = documentedIds((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json());
    const undescribed = routeTable
      .filter((entry) => entry.access !== 'public')
      .flatMap((entry) =>
        entry.methods.flatMap((method) =>
          (documented.get(`${method} ${entry.url}`) ?? [])
            .filter((location) => !Object.hasOwn(entry.ids ?? {}, location))
            .map((location) => `${method} ${entry.url} ${location}`),
        ),
      );
    expect(undescribed).toEqual([]);
    expect(documented.get('POST /api/questions/practice-sessions')).toEqual(['body.filter.categories[]']);
  });
});

describe('route table check', () => {
  const ctx = useTestApp({
    register: (app) => {
      app.get('/api/unlisted/:id', async () => ({ ok: true }));
      app.delete('/api/courses/:uuid', async () => ({ ok: true }));
    },
  });

  it('names each registered route that has no entry, and each entry whose route is gone', () => {
    const registered = registeredRoutes(ctx.app).filter((route) => route !== 'GET /api/courses/categories');
    expect(routeTableGaps(registered, routeTable)).toEqual({
      missing: ['DELETE /api/courses/:uuid', 'GET /api/unlisted/:id', 'HEAD /api/unlisted/:id'],
      // Not registered without a web build; and the route filtered out above.
      stale: ['GET /*', 'GET /api/courses/categories', 'HEAD /*'],
    });
  });
});
