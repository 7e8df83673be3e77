/** A block of a lesson body: a paragraph (its lines) or a list (its items). */
export type BodyBlock = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };

const listItem = /^\s*-\s+/;

/**
 * Parses the markdown-light body of a lesson: blocks separated by blank lines; inside a block, runs of
 * lines starting with "- " form a list, the other lines a paragraph. Plain text only: no markup survives
 * (the blocks are rendered as React text nodes).
 */
export function parseLessonBody(body: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let current: BodyBlock | null = null;
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (listItem.test(line)) {
        const item = line.replace(listItem, '');
        if (current?.kind === 'list') current.items.push(item);
        else blocks.push((current = { kind: 'list', items: [item] }));
      } else if (current?.kind === 'paragraph') current.lines.push(line);
      else blocks.push((current = { kind: 'paragraph', lines: [line] }));
    }
  }
  return blocks;
}
