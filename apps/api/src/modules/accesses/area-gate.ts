import type { ProductArea } from '@members/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { areaLockedError } from './accesses.errors.ts';
import { areaLock } from './area-access.ts';

/**
 * Registers an area's routes behind its products (issue 17): every signed-in call of them first checks that a
 * live access of the learner unlocks the area (see areaLock), else 403 `access.area_locked`. The check runs after
 * authentication and validation (preHandler), so a logged-out call still answers 401 and a malformed one 422; calls
 * without a session (a public calendar feed) pass untouched.
 */
export function areaRoutes(area: ProductArea, routes: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      const auth = request.auth;
      if (!auth) return;
      const lock = await areaLock(app.db, { producerId: auth.producer.id, userId: auth.user.id }, area);
      if (lock) throw areaLockedError(area, lock.offerPath);
    });
    for (const plugin of routes) await app.register(plugin);
  };
}
