import type { ProducerListItem } from '@members/contract';

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The producer whose medmember_url has this origin, else the first, else null (spec §7). */
export function pickCurrentProducer<T extends Pick<ProducerListItem, 'medmember_url'>>(
  list: readonly T[],
  origin: string,
): T | null {
  const wanted = originOf(origin);
  return list.find((producer) => wanted !== null && originOf(producer.medmember_url) === wanted) ?? list[0] ?? null;
}

export { originOf };
