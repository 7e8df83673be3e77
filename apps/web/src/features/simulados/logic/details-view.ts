import type { SimuladoSummary } from '@members/contract';

/** What the details page shows for the learner now. */
export type DetailsView = 'result' | 'in_progress' | 'start' | 'upcoming' | 'closed';

export function detailsView(simulado: Pick<SimuladoSummary, 'state' | 'attempt'>): DetailsView {
  if (simulado.attempt?.status === 'submitted') return 'result';
  if (simulado.attempt?.status === 'in_progress') return 'in_progress';
  if (simulado.state === 'open') return 'start';
  return simulado.state;
}

/** Instructions as written by the producer: lines starting with "- " become list items, other lines paragraphs. */
export type InstructionBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

export function instructionBlocks(text: string): InstructionBlock[] {
  const blocks: InstructionBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^[-•*]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (item) {
      if (last?.kind === 'list') last.items.push(item[1] ?? '');
      else blocks.push({ kind: 'list', items: [item[1] ?? ''] });
    } else blocks.push({ kind: 'paragraph', text: line });
  }
  return blocks;
}
