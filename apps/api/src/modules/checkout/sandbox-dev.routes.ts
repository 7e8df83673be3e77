import { z } from 'zod';
import { orderParamsSchema } from '@members/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeNotFoundError } from '../../errors/common.errors.ts';
import { errorResponses } from '../../errors/error-responses.ts';
import { isDirectLocalRequest } from '../../plugins/local-requests.ts';
import { paySandboxPayment } from './sandbox-dev.ts';

export const sandboxPayPath = '/api/dev/sandbox/payments/:id/pay';
const payResponseSchema = z.object({ outcome: z.enum(['paid', 'changed', 'unchanged']) });

/** Whether a browser sent it from a page of another site (a local dev route refuses to be a CSRF target). */
function crossSite(origin: string | undefined): boolean {
  if (!origin) return false;
  try {
    const { hostname } = new URL(origin);
    return !(
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '127.0.0.1' ||
      hostname === '[::1]'
    );
  } catch {
    return true;
  }
}

/**
 * The sandbox's dev route (registered only while PAYMENT_GATEWAY=sandbox, answered only to requests straight from
 * this machine, like the dev outbox): marks a pending PIX or boleto paid. The dev page's form posts here and is
 * sent back to the page (303); a JSON call gets what changed.
 */
export const sandboxDevRoutes: FastifyPluginAsyncZod = async (app) => {
  // The dev page's plain HTML form: its body (none) is not JSON; only this plugin's routes accept it.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, undefined));

  app.post(
    sandboxPayPath,
    {
      schema: {
        tags: ['dev'],
        summary: 'Marks a pending sandbox PIX or boleto paid (only with the sandbox gateway, only from this machine)',
        params: orderParamsSchema,
        response: { 200: payResponseSchema, 303: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!isDirectLocalRequest(request) || crossSite(request.headers.origin)) {
        throw routeNotFoundError(request.method, sandboxPayPath);
      }
      const outcome = await paySandboxPayment(app.db, app.payments, request.params.id);
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.code(303).header('location', '/dev/outbox').send(null);
      }
      return { outcome };
    },
  );
};
