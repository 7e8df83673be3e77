import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Whether a presented secret or signature equals the expected one, in constant time: both sides are hashed first,
 * so the comparison runs on equal-length buffers and its time says nothing about the length or a common prefix.
 */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined || expected === '') return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
