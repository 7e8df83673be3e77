import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const apiDocsPath = '/api/docs';

/** swagger-ui's own CSP minus upgrade-insecure-requests, which breaks plain-http hosts. */
function withoutUpgradeInsecure(header: string | string[]): string {
  const value = Array.isArray(header) ? header.join('; ') : header;
  return value.replace(/\s*upgrade-insecure-requests;?/g, '').trim();
}

/**
 * OpenAPI from the routes' zod schemas (the contract): JSON at /api/docs/json, interactive page
 * at /api/docs. Register before the routes so they are collected.
 */
async function openapi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Members area API',
        description: 'Producer API of the members area. Errors answer `{ error: { code, message, fields? } }`.',
        version: '0.0.0',
      },
    },
    transform: jsonSchemaTransform,
    // Puts the contract's named schemas (zod `.meta({ id })`, e.g. the recursive category node) under
    // components.schemas, where the routes' `$ref`s point.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    staticCSP: true,
    transformStaticCSP: withoutUpgradeInsecure,
  });
}

export default fp(openapi, { name: 'openapi' });
