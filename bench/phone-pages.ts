// Issue 19's phone figures: Lighthouse mobile on each measured page, next to a trivial page served in the same run.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureLighthouse, type LighthouseFigures } from './lighthouse.ts';
import type { StorageState } from './signed-in-state.ts';

export const phoneTargets = { score: 95, lcpRatio: 2, tbtMs: 200, cls: 0.05 } as const;

const trivialHtml = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Página trivial</title></head>
<body><h1>Área de membros</h1><p>Uma página estática, sem scripts: a referência do celular.</p></body></html>`;

/** A static page with no scripts nor styles, served for the run's baseline. */
async function withTrivialPage<T>(task: (url: string) => Promise<T>): Promise<T> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(trivialHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    return await task(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  } finally {
    server.close();
  }
}

export interface PhonePage {
  label: string;
  url: string;
  session?: StorageState;
}

/** BENCH_PAGES=/questoes,/flashcards measures only the pages whose label contains one of those words. */
const chosen = (page: PhonePage) => {
  const wanted = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  return !wanted || wanted.some((word) => page.label.includes(word));
};

const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

function pageRow(label: string, figures: LighthouseFigures, trivial: LighthouseFigures): string[] {
  const lcpRatio = figures.lcpMs / trivial.lcpMs;
  const met =
    figures.score >= phoneTargets.score &&
    lcpRatio <= phoneTargets.lcpRatio &&
    figures.tbtMs <= phoneTargets.tbtMs &&
    figures.cls <= phoneTargets.cls;
  return [
    `phone ${label}: Lighthouse mobile`,
    `${figures.score.toFixed(0)} · LCP ${ms(figures.lcpMs)} · TBT ${figures.tbtMs.toFixed(0)} ms · CLS ${figures.cls.toFixed(3)}`,
    `LCP ×${lcpRatio.toFixed(2)} of trivial`,
    `${met ? '✓' : '✗ MISSES'} ≥${phoneTargets.score}, LCP ≤×${phoneTargets.lcpRatio}, TBT ≤${phoneTargets.tbtMs} ms, CLS ≤${phoneTargets.cls}; a11y ${figures.accessibility.toFixed(0)}`,
  ];
}

/** The median of two Lighthouse runs for each page, and the trivial page's, as table rows. */
export async function phoneRows(pages: PhonePage[]): Promise<string[][]> {
  return withTrivialPage(async (trivialUrl) => {
    const trivial = await measureLighthouse(trivialUrl);
    const rows = [
      [
        'phone: trivial static page (baseline)',
        `${trivial.score.toFixed(0)} · LCP ${ms(trivial.lcpMs)} · TBT ${trivial.tbtMs.toFixed(0)} ms`,
        '1.00',
        'median of 2 runs per page, same run',
      ],
    ];
    for (const page of pages.filter(chosen))
      rows.push(pageRow(page.label, await measureLighthouse(page.url, page.session), trivial));
    return rows;
  });
}
