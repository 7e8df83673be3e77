/** The fake server's vectors: 64 dimensions, like a tiny embedding model. */
export const fakeEmbeddingDimensions = 64;

/** FNV-1a: a stable 32-bit hash of a word. */
function hashOf(word: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < word.length; index++) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A deterministic stand-in for an embedding: a hashed bag of words (lower case, no accents), normalised to length 1,
 * so texts sharing words are near (cosine) and the same text always gives the same vector. A text without words
 * gets the first axis, never a zero vector (a cosine over it would be NaN).
 */
export function fakeEmbeddingOf(text: string): number[] {
  const vector = new Array<number>(fakeEmbeddingDimensions).fill(0);
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  for (const word of words) {
    const axis = hashOf(word) % fakeEmbeddingDimensions;
    vector[axis] = (vector[axis] ?? 0) + 1;
  }
  const length = Math.hypot(...vector);
  return length === 0 ? vector.map((_, axis) => (axis === 0 ? 1 : 0)) : vector.map((value) => value / length);
}

/** The embeddings endpoint's answer, in floats or (as the OpenAI SDK asks by default) base64 of float32s. */
export function fakeEmbeddingsAnswer(inputs: readonly string[], model: string, encoding: unknown) {
  const data = inputs.map((input, index) => {
    const vector = fakeEmbeddingOf(input);
    const embedding = encoding === 'base64' ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
    return { object: 'embedding', index, embedding };
  });
  const tokens = inputs.reduce((sum, input) => sum + input.split(/\s+/).length, 0);
  return { object: 'list', data, model, usage: { prompt_tokens: tokens, total_tokens: tokens } };
}
