import { Worker } from 'node:worker_threads';

/** A text item of a page as pdf-text.worker.mjs sends it: its text, whether a line ends there, its baseline. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  /** Baseline height on the page (PDF units, from the bottom). */
  y: number;
}

interface PdfLine {
  /** Baseline height on the page (PDF units, from the bottom). */
  y: number;
  text: string;
}

/** A page number in a header or footer ("Produtor · página 2 de 5"): page furniture, not content. */
const pageFurniture = /^(?:.{0,80}[\s·|–-])?p[áa]g(?:ina)?\.?\s*\d+(?:\s*(?:de|\/)\s*\d+)?$/i;

/** The page's text items as visual lines (pdf.js marks a line's end with `hasEOL`). */
function pageLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    if (item.str !== '') {
      current ??= { y: item.y, text: '' };
      current.text += item.str;
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ y: line.y, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '' && !pageFurniture.test(line.text));
}

/** The usual distance between two lines of a paragraph: the most frequent gap on the page. */
function usualLeading(lines: readonly PdfLine[]): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < lines.length; index += 1) {
    const gap = Math.round(Math.abs((lines[index - 1]?.y ?? 0) - (lines[index]?.y ?? 0)));
    if (gap > 0) counts.set(gap, (counts.get(gap) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0] ?? 0;
}

/**
 * A page's text with its wrapped lines joined: a gap wider than the usual leading, or a bullet, opens a new
 * paragraph (a blank line between them), so passages are cut where the document breaks.
 */
export function pageText(items: readonly PdfTextItem[]): string {
  const lines = pageLines(items);
  const leading = usualLeading(lines);
  let text = '';
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const gap = previous ? Math.abs(previous.y - line.y) : 0;
    const bullet = /^[•▪●◦-]\s/.test(line.text);
    const body = bullet ? line.text.replace(/^[•▪●◦-]\s+/, '') : line.text;
    if (!previous) text = body;
    else if (bullet || gap > leading * 1.3 + 0.5 || gap === 0) text += `\n\n${body}`;
    else text += ` ${body}`;
  });
  return text;
}

const workerFile = new URL('./pdf-text.worker.mjs', import.meta.url);

/** How long the worker waits for another document before it ends (a reindex reads its handouts one after another). */
const idleMs = 2_000;

type WorkerReply = { id: number; pages: PdfTextItem[][] } | { id: number; error: string };

interface Pending {
  resolve: (pages: string[]) => void;
  reject: (error: Error) => void;
}

/**
 * One worker for the documents read close together. Starting pdf.js costs a worker a few hundred milliseconds of
 * CPU, and the demo's first index reads about 85 handouts: a worker each made a fresh start that much slower.
 */
class PdfWorker {
  private readonly worker = new Worker(workerFile);
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly onGone: () => void) {
    // An idle worker never keeps the process alive; one reading a document does (ref() in read()).
    this.worker.unref();
    this.worker.on('message', (reply: WorkerReply) => this.settle(reply));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the PDF worker exited with ${code} before answering`)));
  }

  read(bytes: Uint8Array): Promise<string[]> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const id = this.nextId++;
    this.worker.ref();
    return new Promise<string[]>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      // postMessage copies the bytes (pdf.js may detach the buffer it is given): the caller's stay as they are.
      this.worker.postMessage({ id, bytes });
    });
  }

  private settle(reply: WorkerReply): void {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if ('error' in reply) waiting.reject(new Error(`pdf.js: ${reply.error}`));
    else waiting.resolve(reply.pages.map(pageText));
    if (this.pending.size === 0) {
      this.worker.unref();
      this.idleTimer = setTimeout(() => this.end(), idleMs).unref();
    }
  }

  private fail(error: Error): void {
    this.onGone();
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private end(): void {
    this.onGone();
    void this.worker.terminate();
  }
}

let current: PdfWorker | null = null;

/**
 * The text of each page of a PDF (index 0 is page 1), read by pdf.js's legacy build in a worker thread
 * (pdf-text.worker.mjs says why); no code from the file is evaluated and no system font is read.
 */
export function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const worker = (current ??= new PdfWorker(() => {
    if (current === worker) current = null;
  }));
  return worker.read(bytes);
}
