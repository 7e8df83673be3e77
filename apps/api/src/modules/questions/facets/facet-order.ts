/**
 * The order of question ordinals in the facet index: questions sorted by where their subject sits in the subject
 * tree (depth-first), so the questions under any subject node, whole subtree included, are one run of ordinals,
 * [start, end). Counting a node within a set of questions is then a difference of two ranks, whatever its size.
 *
 * This holds for a question linked to exactly one subject node. A question linked to none comes after all of
 * them (in no run); one linked to several is "irregular": it also goes last, and counts under its nodes through
 * their postings instead.
 */
export interface SubjectOrder {
  /** Ordinal → question id. */
  questionIds: Int32Array;
  /** Position in the ascending id list → ordinal. */
  ordinalOfPosition: Int32Array;
  /** Per subject category id, the run of its single-subject questions. */
  runs: Map<number, { start: number; end: number }>;
  /** By position: linked to more than one subject node. */
  irregular: Uint8Array;
}

export interface SubjectNode {
  id: number;
  /** Ids from the root down to the node itself. */
  path: readonly number[];
}

/** Depth-first preorder of the nodes (siblings in the given order): each node's index and subtree size. */
function preorder(nodes: readonly SubjectNode[]): Map<number, { index: number; size: number }> {
  const known = new Set(nodes.map((node) => node.id));
  const children = new Map<number | null, number[]>();
  for (const node of nodes) {
    const parent = node.path.length > 1 ? (node.path[node.path.length - 2] as number) : null;
    const key = parent !== null && known.has(parent) ? parent : null;
    const list = children.get(key);
    if (list) list.push(node.id);
    else children.set(key, [node.id]);
  }
  const order = new Map<number, { index: number; size: number }>();
  const visit = (id: number): number => {
    const entry = { index: order.size, size: 1 };
    order.set(id, entry);
    for (const child of children.get(id) ?? []) if (!order.has(child)) entry.size += visit(child);
    return entry.size;
  };
  for (const root of children.get(null) ?? []) visit(root);
  // Nodes on a cycle of bad paths (never reached from a root) still get a place.
  for (const node of nodes) if (!order.has(node.id)) visit(node.id);
  return order;
}

/**
 * `links` give, per subject node, the positions (in `sortedIds`, the published ids ascending) of the questions
 * linked to it directly.
 */
export function subjectOrder(
  sortedIds: Int32Array,
  nodes: readonly SubjectNode[],
  links: readonly { categoryId: number; positions: Int32Array }[],
): SubjectOrder {
  const size = sortedIds.length;
  const order = preorder(nodes);
  const none = order.size;
  // Per position: the preorder index of its one subject node, `none` without one, none + 1 when irregular.
  const key = new Int32Array(size).fill(none);
  for (const link of links) {
    const node = order.get(link.categoryId);
    if (!node) continue;
    for (const position of link.positions) {
      const current = key[position] as number;
      key[position] = current === none || current === node.index ? node.index : none + 1;
    }
  }
  // A counting sort by key, stable by id.
  const starts = new Int32Array(none + 3);
  for (let p = 0; p < size; p += 1) {
    const slot = (key[p] as number) + 1;
    starts[slot] = (starts[slot] as number) + 1;
  }
  for (let k = 0; k < none + 2; k += 1) starts[k + 1] = (starts[k + 1] as number) + (starts[k] as number);
  const runs = new Map<number, { start: number; end: number }>();
  for (const [id, { index, size: subtree }] of order)
    runs.set(id, { start: starts[index] as number, end: starts[index + subtree] as number });
  const next = starts.slice();
  const ordinalOfPosition = new Int32Array(size);
  const questionIds = new Int32Array(size);
  const irregular = new Uint8Array(size);
  for (let p = 0; p < size; p += 1) {
    const k = key[p] as number;
    ordinalOfPosition[p] = next[k] as number;
    next[k] = (next[k] as number) + 1;
    questionIds[ordinalOfPosition[p] as number] = sortedIds[p] as number;
    if (k === none + 1) irregular[p] = 1;
  }
  return { questionIds, ordinalOfPosition, runs, irregular };
}
