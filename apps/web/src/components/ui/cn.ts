import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No conflict resolution (tailwind-merge would add 8 KB of gzip JS to every first paint):
 * primitives never let a caller's class fight one of theirs; a size or shape that varies is a prop.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
