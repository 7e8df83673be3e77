import type { RouteEntry } from './route-entry.ts';
import { tableKeys } from './route-entry.ts';

export interface RouteTableGaps {
  /** Registered routes with no entry in the table. */
  missing: string[];
  /** Table entries whose route is no longer registered. */
  stale: string[];
}

/** Compares the registered routes (`METHOD /url`) with the table's; both lists sorted. */
export function routeTableGaps(registered: readonly string[], table: readonly RouteEntry[]): RouteTableGaps {
  const listed = new Set(tableKeys(table));
  const present = new Set(registered);
  return {
    missing: [...present].filter((route) => !listed.has(route)).sort(),
    stale: [...listed].filter((route) => !present.has(route)).sort(),
  };
}
