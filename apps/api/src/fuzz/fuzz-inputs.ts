import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { RouteEntry } from '../route-table/route-entry.ts';
import type { IdValues } from '../route-table/tenant-requests.ts';
import type { JsonSchema } from './json-schema.ts';
import { operationsOf, type OpenApiDocument } from './openapi-operations.ts';
import type { RouteInputs } from './schema-requests.ts';

/** Small valid pictures for the avatar upload's schema-shaped requests. */
export async function samplePictures(): Promise<Buffer[]> {
  const base = sharp({ create: { width: 24, height: 16, channels: 3, background: '#2a6f97' } });
  return Promise.all([base.clone().png().toBuffer(), base.clone().jpeg().toBuffer(), base.clone().webp().toBuffer()]);
}

/**
 * The inputs of the operations the app documents under the prefix, each with its route-table entry (the table
 * must know every documented route: route-table.test.ts checks the app's routes against it).
 */
export function routeInputs(
  app: FastifyInstance,
  {
    table,
    known,
    images,
    select,
  }: { table: readonly RouteEntry[]; known: IdValues; images: Buffer[]; select: (url: string) => boolean },
): RouteInputs[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const components: Record<string, JsonSchema> = doc.components?.schemas ?? {};
  const documented = operationsOf(doc).filter((operation) => select(operation.url));
  return documented.map((operation) => {
    const entry = table.find((item) => item.url === operation.url && item.methods.includes(operation.method as 'GET'));
    if (!entry) throw new Error(`${operation.method} ${operation.url} is documented but not in the route table`);
    return { operation, entry, known, components, images };
  });
}
