import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { comparable } from '../../../../test-support/assistant/recall.ts';
import { retrievalSets } from '../../../../test-support/assistant/retrieval-sets/index.ts';
import { demoProducers } from '../../../db/seed/tenancy/demo-producers.ts';
import { assistantPassages } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { producerIdOf } from './index-test-support.ts';

/**
 * The demo shows a handout cited past its first page ("p. 2", "p. 3"): one lesson handout per vertical runs to three
 * pages, and these phrases, each the answer of a retrieval-set question, are printed on page 2 or 3 of it.
 */
const laterPages = [
  {
    vertical: 'oftalmologia',
    handout: 'Colírios antiglaucomatosos',
    phrases: [
      'valvulado, menos hipotonia precoce; Baerveldt: PIO final menor',
      'a latanoprosta preservou o campo visual em comparação ao placebo',
    ],
  },
  {
    vertical: 'anestesiologia',
    handout: 'Bloqueadores neuromusculares',
    phrases: [
      'adespolarizante em 1/10 a 1/2 da dose, guiado pelo monitor',
      'não precisa de movimento livre do polegar',
    ],
  },
  {
    vertical: 'cirurgia-vascular',
    handout: 'Tratamento clínico do claudicante',
    phrases: [
      'manter seca até revascularizar; não desbridar tecido isquêmico antes',
      'gasto energético 60 a 100% maior',
    ],
  },
  {
    vertical: 'ortopedia',
    handout: 'Fraturas trocantéricas: resumo',
    phrases: ['o idoso não consegue cumprir carga parcial', 'haste solta e bom estoque ósseo: revisão com haste longa'],
  },
] as const;

describe('seeded handouts: passages past the first page', () => {
  const ctx = useTestApp({ seed: true });

  it('each phrase is a question of its vertical’s retrieval set, answered by a handout', () => {
    for (const { vertical, phrases } of laterPages) {
      const expected = retrievalSets.find((set) => set.vertical === vertical)?.questions.map((entry) => entry.expected);
      for (const phrase of phrases) expect(expected).toContainEqual({ kind: 'handout', contains: phrase });
    }
  });

  it.each(laterPages.map((entry) => [entry.vertical, entry] as const))(
    '%s: every producer of the vertical has the phrases in its handout, on page 2 or later',
    async (vertical, { handout, phrases }) => {
      const producers = demoProducers.filter((producer) => producer.vertical === vertical);
      expect(producers.length).toBeGreaterThan(0);
      for (const producer of producers) {
        const producerId = await producerIdOf(ctx.app.db, producer.slug);
        const rows = await ctx.app.db
          .select({ title: assistantPassages.title, body: assistantPassages.body, page: assistantPassages.page })
          .from(assistantPassages)
          .where(
            and(
              eq(assistantPassages.producer_id, producerId),
              eq(assistantPassages.kind, 'handout'),
              eq(assistantPassages.title, handout),
            ),
          );
        // The handout really runs to three pages, and its first page is indexed too.
        expect(Math.max(...rows.map((row) => row.page ?? 0))).toBe(3);
        expect(rows.some((row) => row.page === 1)).toBe(true);
        for (const phrase of phrases) {
          const holding = rows.filter((row) => comparable(row.body).includes(comparable(phrase)));
          expect(holding.length, `${producer.slug}: ${phrase}`).toBeGreaterThan(0);
          for (const row of holding) expect(row.page, `${producer.slug}: ${phrase}`).toBeGreaterThanOrEqual(2);
        }
      }
    },
  );
});
