import type { WorkUnit } from './engine-types.ts';

/** A stream with no weight (or a weight ≤ 0) still gets a turn, after every weighted one has had plenty. */
const fallbackWeight = 1e-6;

/** The weight the engine uses for a stream. */
export function weightOf(streamWeights: Record<string, number>, stream: string): number {
  const weight = streamWeights[stream];
  return weight !== undefined && weight > 0 ? weight : fallbackWeight;
}

/**
 * Content units in the order the plan takes them (stride scheduling): streams get turns in proportion to their
 * weights (the stream with the least placed minutes per weight goes next; ties by stream name), a stream's units in
 * their `order` (ties by key).
 */
export function strideOrder(units: readonly WorkUnit[], streamWeights: Record<string, number>): WorkUnit[] {
  const queues = new Map<string, WorkUnit[]>();
  for (const unit of units) {
    const queue = queues.get(unit.stream);
    if (queue) queue.push(unit);
    else queues.set(unit.stream, [unit]);
  }
  const streams = [...queues.keys()].sort().map((name) => {
    const queue = (queues.get(name) ?? []).sort((a, b) => a.order - b.order || compareText(a.key, b.key));
    return { name, queue, next: 0, placedMinutes: 0, weight: weightOf(streamWeights, name) };
  });
  const ordered: WorkUnit[] = [];
  for (;;) {
    let best: (typeof streams)[number] | null = null;
    for (const stream of streams) {
      if (stream.next >= stream.queue.length) continue;
      if (!best || stream.placedMinutes / stream.weight < best.placedMinutes / best.weight) best = stream;
    }
    if (!best) return ordered;
    const unit = best.queue[best.next] as WorkUnit;
    best.next += 1;
    best.placedMinutes += unit.minutes;
    ordered.push(unit);
  }
}

/** Code-point order, the same on every machine (no locale). */
export function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
