import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The body was parsed from JSON text without a `\u0000` escape. JSON.parse refuses a raw U+0000 in a string, so
     * no string of such a body holds one and the NUL check (no-nul-text.ts) need not walk it.
     */
    jsonBodyWithoutNul: boolean;
  }
}

/**
 * The API speaks JSON only: other content types answer 415. An empty body sent with the JSON
 * content type (common for POSTs without payload, e.g. logout) reads as no body instead of a 400;
 * routes that need a body still answer 422. Non-empty bodies keep Fastify's secure parser.
 */
async function jsonBody(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('jsonBodyWithoutNul', false);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    request.jsonBodyWithoutNul = !text.includes('\\u0000');
    // Fastify's own parser answers through done(); its return value (void) carries nothing to await.
    void parseJson(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
