import type { FastifyInstance } from 'fastify';
import { routeKey } from './route-entry.ts';

/** `├── `, `└── `, `│   ` or four spaces: one level of Fastify's printed route tree. */
const levelWidth = 4;
const nodeLine = /^(?<indent>[│├└─\s]*)(?<segment>[^│├└─\s].*?)(?<handled> \([A-Z, ]+\))?$/u;

/** How the tree prints a root without a path (the URL `*` of the CORS preflight route). */
const emptyRoot = '(empty root node)';

/** The URLs of one method's routes, from its printed radix tree: each node is a piece of its parent's path. */
function urlsInTree(tree: string): string[] {
  const path: string[] = [];
  const urls: string[] = [];
  for (const line of tree.split('\n')) {
    const match = nodeLine.exec(line.trimEnd());
    if (!match?.groups) continue;
    // The root is printed one level in (`└── /`).
    const depth = Math.max(0, Math.floor((match.groups['indent'] ?? '').length / levelWidth) - 1);
    path.length = depth;
    const segment = match.groups['segment'] ?? '';
    path.push(segment === emptyRoot ? '' : segment);
    if (match.groups['handled']) urls.push(path.join(''));
  }
  return urls;
}

/**
 * Every route the app registered, as `METHOD /url`: HEAD, OPTIONS, the docs' and static files' routes included.
 * Read from Fastify's own router, one method's tree at a time (an onRoute hook added after buildApp would see
 * nothing, and the merged tree of `printRoutes({ commonPrefix: false })` leaves out `/*`).
 */
export function registeredRoutes(app: FastifyInstance): string[] {
  return app.supportedMethods.flatMap((method) =>
    urlsInTree(app.printRoutes({ method })).map((url) => routeKey(method, url)),
  );
}
