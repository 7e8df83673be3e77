import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API speaks JSON only: other content types answer 415. An empty body sent with the JSON
 * content type (common for POSTs without payload, e.g. logout) reads as no body instead of a 400;
 * routes that need a body still answer 422. Non-empty bodies keep Fastify's secure parser.
 */
async function jsonBody(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Fastify's own parser answers through done(); its return value (void) carries nothing to await.
    void parseJson(request, text, done);
  });
}

export default fp(jsonBody, { name: 'json-body' });
