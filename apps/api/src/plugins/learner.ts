import type { FastifyRequest } from 'fastify';
import { authOf } from './authentication.ts';

/** Who is studying: the session's producer and user (queries are scoped by these, never by client ids). */
export interface Learner {
  producerId: string;
  userId: string;
}

/** The learner of a route guarded by `app.authenticate`. */
export function learnerOf(request: FastifyRequest): Learner {
  const { user, producer } = authOf(request);
  return { producerId: producer.id, userId: user.id };
}
