/** Id-like fields a route documents in OpenAPI (query parameters and JSON body), as route-table id locations. */

/** Names that hold a reference to an object: `id`, `uuid`, `*_id`, `*Id`, `category`, `categories`. */
const idName = /^(id|uuid|\w+_id|\w+Id|category|categories)$/;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
}
interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

function bodyIds(schema: JsonSchema | undefined, prefix: string, into: string[]): void {
  for (const [name, property] of Object.entries(schema?.properties ?? {})) {
    const isArray = property.type === 'array' || (Array.isArray(property.type) && property.type.includes('array'));
    if (idName.test(name)) into.push(`${prefix}.${name}${isArray ? '[]' : ''}`);
    else if (property.properties) bodyIds(property, `${prefix}.${name}`, into);
  }
}

/** `METHOD /url` (Fastify's `:param` form) → the id locations its documented query and body carry. */
export function documentedIds(document: OpenApiDocument): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    for (const [method, operation] of Object.entries(operations)) {
      const ids = (operation.parameters ?? [])
        .filter((parameter) => parameter.in === 'query' && idName.test(parameter.name))
        .map((parameter) => `query.${parameter.name}`);
      bodyIds(operation.requestBody?.content?.['application/json']?.schema, 'body', ids);
      found.set(`${method.toUpperCase()} ${url}`, ids);
    }
  }
  return found;
}
