import fc, { type Arbitrary } from 'fast-check';
import type { IdLocation, ObjectKind, RouteEntry } from '../route-table/route-entry.ts';
import { buildRequest, type IdValues } from '../route-table/tenant-requests.ts';
import type { FuzzRequest } from './fuzz-request.ts';
import type { JsonSchema } from './json-schema.ts';
import type { FuzzOperation } from './openapi-operations.ts';
import { schemaArbitrary, type SchemaContext } from './schema-arbitrary.ts';

/** What the schema-shaped requests of one route draw from besides the schemas. */
export interface RouteInputs {
  operation: FuzzOperation;
  /** The route's entry in the route table: its ids and a valid example. */
  entry: RouteEntry;
  /** The signed-in learner's own objects, so some requests reach past the 404 of an unknown id. */
  known: IdValues;
  components: Record<string, JsonSchema>;
  /** Picture bytes for the routes whose body is an image. */
  images: Buffer[];
}

/** The schema's values, or half the time the learner's own id when the route table names one there. */
function withKnown(values: Arbitrary<unknown>, inputs: RouteInputs, location: IdLocation, example?: string) {
  const kind: ObjectKind | undefined = inputs.entry.ids?.[location];
  const known = kind ? inputs.known[kind] : example;
  return known === undefined ? values : fc.oneof(values, fc.constant(known));
}

function paramsArbitrary(inputs: RouteInputs, context: SchemaContext) {
  const model = Object.fromEntries(
    Object.entries(inputs.operation.pathParams).map(([name, schema]) => [
      name,
      withKnown(schemaArbitrary(schema, context, name), inputs, `params.${name}`, inputs.entry.params?.[name]),
    ]),
  );
  return fc.record(model);
}

function queryArbitrary(inputs: RouteInputs, context: SchemaContext): Arbitrary<[string, unknown][]> {
  const entries = Object.entries(inputs.operation.query).map(([name, { schema, required }]) => {
    const value = withKnown(
      schemaArbitrary(schema, context, name),
      inputs,
      `query.${name}`,
      inputs.entry.query?.[name],
    );
    const present = required ? value : fc.option(value, { nil: undefined });
    return present.map((chosen): [string, unknown][] => (chosen === undefined ? [] : [[name, chosen]]));
  });
  return fc.tuple(...entries).map((lists) => lists.flat());
}

function bodyArbitrary(inputs: RouteInputs, context: SchemaContext): Arbitrary<Partial<FuzzRequest>> {
  if (inputs.entry.bodyType === 'image') {
    const type = fc.constantFrom('image/png', 'image/jpeg', 'image/webp');
    const bytes = fc.oneof(fc.constantFrom(...inputs.images), fc.uint8Array({ maxLength: 512 }).map(Buffer.from));
    return fc.record({ payload: bytes, headers: type.map((contentType) => ({ 'content-type': contentType })) });
  }
  const body = inputs.operation.body;
  if (!body) return fc.constant({});
  const value = schemaArbitrary(body.schema, context);
  return (body.required ? value : fc.option(value, { nil: undefined })).map((chosen) => ({ body: chosen }));
}

/** The route table's valid example with the learner's own ids (`example` requests), taken apart into its slots. */
function exampleRequest(inputs: RouteInputs): FuzzRequest {
  const { entry, operation, known } = inputs;
  const built = buildRequest(entry, operation.method as 'GET', (_location, kind) => known[kind]);
  const url = new URL(built.url, 'http://example.invalid');
  const names = [...operation.url.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');
  const values = new RegExp(`^${operation.url.replace(/:\w+/g, '([^/]*)')}$`).exec(url.pathname)?.slice(1) ?? [];
  return {
    label: 'example',
    method: operation.method,
    params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(values[index] ?? '')])),
    query: [...url.searchParams.entries()],
    headers: {},
    body: built.body,
  };
}

/** Requests whose params, query and body the OpenAPI schemas allow; now and then the table's example. */
export function schemaRequests(inputs: RouteInputs): Arbitrary<FuzzRequest> {
  const context: SchemaContext = { components: inputs.components, depth: 0 };
  const shaped = fc
    .record({
      params: paramsArbitrary(inputs, context),
      query: queryArbitrary(inputs, context),
      rest: bodyArbitrary(inputs, context),
    })
    .map(
      ({ params, query, rest }): FuzzRequest => ({
        label: 'schema',
        method: inputs.operation.method,
        params,
        query,
        headers: {},
        ...rest,
      }),
    );
  if (inputs.entry.bodyType === 'image') return shaped;
  return fc.oneof(
    { arbitrary: shaped, weight: 4 },
    { arbitrary: fc.constant(0).map(() => exampleRequest(inputs)), weight: 1 },
  );
}
