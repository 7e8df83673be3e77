import fc, { type Arbitrary } from 'fast-check';
import type { FuzzRequest } from './fuzz-request.ts';
import {
  edgeNumbers,
  hugeArrays,
  hugeTexts,
  nulTexts,
  numberTexts,
  rawNumberLiterals,
  unicodeTexts,
  wrongTypes,
} from './hostile-values.ts';
import type { FuzzOperation } from './openapi-operations.ts';
import { slotsOf, withRawJson, withValue, type Slot } from './request-slots.ts';

/** A way to make a valid request hostile. */
export interface Mutation {
  name: string;
  arbitrary(request: FuzzRequest, operation: FuzzOperation): Arbitrary<FuzzRequest>;
}

/** The request's slots; a route that takes nothing gets an unexpected query key to abuse. */
function slotArbitrary(request: FuzzRequest, operation: FuzzOperation): Arbitrary<Slot> {
  const slots = slotsOf(operation, request);
  return slots.length > 0 ? fc.constantFrom(...slots) : fc.constant<Slot>({ place: 'query', name: 'id' });
}

/** Puts one hostile value into one slot. */
function valueMutation(name: string, values: Arbitrary<unknown>): Mutation {
  return {
    name,
    arbitrary: (request, operation) =>
      fc
        .tuple(slotArbitrary(request, operation), values)
        .map(([slot, value]) => ({ ...withValue(request, slot, value), label: name })),
  };
}

/** Numbers past the edges: JSON numbers and raw literals in a body, text in a path or a query. */
const edgeNumberMutation: Mutation = {
  name: 'edge-numbers',
  arbitrary: (request, operation) =>
    fc
      .tuple(slotArbitrary(request, operation), edgeNumbers, rawNumberLiterals, numberTexts, fc.nat(2))
      .map(([slot, number, literal, text, pick]) => {
        const mutated =
          slot.place === 'body'
            ? pick === 0
              ? withValue(request, slot, number)
              : withRawJson(request, slot, literal)
            : withValue(request, slot, pick === 0 ? String(number) : text);
        return { ...mutated, label: 'edge-numbers' };
      }),
};

/** Arrays or objects nested thousands deep, in a body slot or as the whole body. */
const deepJsonMutation: Mutation = {
  name: 'deep-json',
  arbitrary: (request, operation) =>
    fc
      .tuple(slotArbitrary(request, operation), fc.constantFrom(1_000, 10_000, 100_000), fc.boolean())
      .map(([slot, depth, arrays]) => {
        const deep = arrays
          ? `${'['.repeat(depth)}${']'.repeat(depth)}`
          : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
        const target: Slot = slot.place === 'body' ? slot : { place: 'body', path: [] };
        const base = request.body === undefined ? { ...request, body: {} } : request;
        return { ...withRawJson(base, target, deep), label: 'deep-json' };
      }),
};

export const valueMutations: Mutation[] = [
  valueMutation('wrong-type', wrongTypes),
  valueMutation('huge-string', hugeTexts),
  valueMutation('huge-array', hugeArrays),
  valueMutation('unicode', unicodeTexts),
  valueMutation('nul-bytes', nulTexts),
  edgeNumberMutation,
  deepJsonMutation,
];
