import fc, { type Arbitrary } from 'fast-check';
import type { JsonSchema } from './json-schema.ts';

/** How the builder resolves `$ref`s, and how deep a recursive schema may go. */
export interface SchemaContext {
  components: Record<string, JsonSchema>;
  /** `$ref`s followed so far on this branch; past maxDepth, arrays come out empty. */
  depth: number;
}

const maxDepth = 3;
/** Strings and arrays stay short unless the schema asks for more: the point is shape, not size. */
const typicalLength = 40;
const typicalItems = 6;

const stringUnits = ['grapheme-ascii', 'grapheme', 'binary'] as const;

function resolve(ref: string, context: SchemaContext): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  const found = context.components[name];
  if (!found) throw new Error(`unresolved $ref ${ref}`);
  return found;
}

function stringArbitrary(schema: JsonSchema, property: string): Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? minLength + typicalLength;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') {
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern), { maxLength }).filter(fits);
  const cap = Math.min(maxLength, minLength + typicalLength);
  const text = fc.oneof(
    ...stringUnits.map((unit) => fc.string({ unit, minLength, maxLength: cap }).filter(fits)),
    fc.constant('x'.repeat(maxLength)),
  );
  // A field named like an e-mail also gets addresses, so requests reach past the format check.
  return /e-?mail/i.test(property) ? fc.oneof(fc.emailAddress().filter(fits), text) : text;
}

function numberArbitrary(schema: JsonSchema): Arbitrary<number> {
  const integer = schema.type === 'integer';
  const step = integer ? 1 : Number.EPSILON;
  const min = schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : schema.minimum;
  const max = schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : schema.maximum;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const low = min ?? Number.MIN_SAFE_INTEGER;
  const high = max ?? Number.MAX_SAFE_INTEGER;
  const small = fc.integer({ min: Math.max(low, Math.min(high, 0)), max: Math.min(high, Math.max(low, 0) + 100) });
  return fc.oneof(small, fc.integer({ min: low, max: high }), fc.constantFrom(low, high));
}

function objectArbitrary(schema: JsonSchema, context: SchemaContext): Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, child]) => [name, schemaArbitrary(child, context, name)]),
  );
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

function arrayArbitrary(schema: JsonSchema, context: SchemaContext): Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  if (context.depth > maxDepth && minLength === 0) return fc.constant([]);
  const maxLength = Math.min(schema.maxItems ?? minLength + typicalItems, minLength + typicalItems);
  return fc.array(schemaArbitrary(schema.items ?? {}, context), { minLength, maxLength });
}

function typedArbitrary(type: string, schema: JsonSchema, context: SchemaContext, property: string) {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, property);
    case 'integer':
    case 'number':
      return numberArbitrary({ ...schema, type });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return arrayArbitrary(schema, context);
    case 'object':
      return objectArbitrary(schema, context);
    default:
      throw new Error(`no arbitrary for type ${type}`);
  }
}

/**
 * Values valid under the schema (as far as JSON Schema says: zod refinements the document cannot express, such as
 * an e-mail's form, are the app's to refuse). `property` is the field's name, for hints such as e-mail addresses.
 */
export function schemaArbitrary(schema: JsonSchema, context: SchemaContext, property = ''): Arbitrary<unknown> {
  if (schema.$ref) return schemaArbitrary(resolve(schema.$ref, context), { ...context, depth: context.depth + 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => schemaArbitrary(choice, context, property)));
  if (schema.allOf?.[0]) return schemaArbitrary(schema.allOf[0], context, property);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(...types.map((type) => typedArbitrary(type, schema, context, property)));
}
