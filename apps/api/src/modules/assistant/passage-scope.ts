import { productAreas, type ProductArea } from '@members/contract';
import type { Database } from '../../db/database.ts';
import type { Learner } from '../../plugins/learner.ts';
import { areaLock } from '../accesses/area-access.ts';
import { cachedLearnerAccess } from '../courses/learner.cache.ts';
import type { PassageScope } from './assistant-types.ts';

/**
 * What the learner may read of the producer's material: the products of their live accesses (a course's lessons
 * and handouts) and the areas open to them (the question bank, the cases, the flashcards). A passage outside it is
 * never retrieved, so an answer never quotes paid material the learner could not open.
 */
export async function passageScopeOf(db: Database, learner: Learner): Promise<PassageScope> {
  const access = await cachedLearnerAccess(db, learner);
  const openAreas: ProductArea[] = [];
  for (const area of productAreas) if ((await areaLock(db, learner, area)) === null) openAreas.push(area);
  return { producerId: learner.producerId, openProductCodes: [...access.keys()], openAreas };
}
