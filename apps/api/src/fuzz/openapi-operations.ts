import type { JsonSchema } from './json-schema.ts';

/** One operation of the OpenAPI document, with what a request to it may carry. */
export interface FuzzOperation {
  method: string;
  /** The path as Fastify registers it (`/api/courses/:uuid`), to find its route-table entry. */
  url: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, { schema: JsonSchema; required: boolean }>;
  /** The JSON body's schema, when the operation documents one. */
  body?: { schema: JsonSchema; required: boolean };
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const methods = new Set(['get', 'head', 'post', 'put', 'patch', 'delete']);

/** Every operation of the document, in its order. */
export function operationsOf(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => toOperation(path, method, operation)),
  );
}

function toOperation(path: string, method: string, operation: OpenApiOperation): FuzzOperation {
  const found: FuzzOperation = {
    method: method.toUpperCase(),
    url: path.replace(/\{(\w+)\}/g, ':$1'),
    pathParams: {},
    query: {},
  };
  for (const parameter of operation.parameters ?? []) {
    const schema = parameter.schema ?? {};
    if (parameter.in === 'path') found.pathParams[parameter.name] = schema;
    if (parameter.in === 'query') found.query[parameter.name] = { schema, required: parameter.required === true };
  }
  const json = operation.requestBody?.content?.['application/json']?.schema;
  if (json) found.body = { schema: json, required: operation.requestBody?.required === true };
  return found;
}
