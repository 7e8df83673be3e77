import type { FuzzRequest } from './fuzz-request.ts';
import type { FuzzOperation } from './openapi-operations.ts';

/** A place in a request that holds one value: a path parameter, a query key, or a node of the JSON body. */
export type Slot =
  | { place: 'params'; name: string }
  | { place: 'query'; name: string }
  | { place: 'body'; path: (string | number)[] };

function bodyPaths(value: unknown, path: (string | number)[] = [], into: (string | number)[][] = []) {
  into.push(path);
  if (Array.isArray(value)) value.slice(0, 5).forEach((item, index) => bodyPaths(item, [...path, index], into));
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) bodyPaths(child, [...path, key], into);
  }
  return into;
}

/** Every slot of the request: its path parameters, the operation's query keys, every node of its body. */
export function slotsOf(operation: FuzzOperation, request: FuzzRequest): Slot[] {
  const queryNames = new Set([...Object.keys(operation.query), ...request.query.map(([name]) => name)]);
  return [
    ...Object.keys(operation.pathParams).map((name): Slot => ({ place: 'params', name })),
    ...[...queryNames].map((name): Slot => ({ place: 'query', name })),
    ...(request.body === undefined ? [] : bodyPaths(request.body).map((path): Slot => ({ place: 'body', path }))),
  ];
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}

/** The request with the slot holding the value (a query key is replaced, or added when absent). */
export function withValue(request: FuzzRequest, slot: Slot, value: unknown): FuzzRequest {
  if (slot.place === 'params') return { ...request, params: { ...request.params, [slot.name]: value } };
  if (slot.place === 'query') {
    const others = request.query.filter(([name]) => name !== slot.name);
    return { ...request, query: [...others, [slot.name, value]] };
  }
  return { ...request, body: setAt(request.body, slot.path, value) };
}

const marker = '\u0001raw-json\u0001';

/**
 * The request with raw JSON text in the slot (numbers JSON.stringify cannot write, deep nesting): spliced into the
 * body's text; in a path or query it is the text itself.
 */
export function withRawJson(request: FuzzRequest, slot: Slot, text: string): FuzzRequest {
  if (slot.place !== 'body') return withValue(request, slot, text);
  const json = JSON.stringify(setAt(request.body, slot.path, marker)).replace(JSON.stringify(marker), () => text);
  return {
    ...request,
    body: undefined,
    payload: json,
    headers: { 'content-type': 'application/json', ...request.headers },
  };
}
