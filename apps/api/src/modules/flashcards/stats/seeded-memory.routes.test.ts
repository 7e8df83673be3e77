import type { DecksResponse, ErrorNotebook, FlashcardStats } from '@members/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { producers, users } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { startSession } from '../../auth/sessions.service.ts';

/** The demo learner's memory as the seed writes it (60 days of reviews, a few missed questions), read back. */
describe('flashcard reads on the demo seed (aluno@ on foco-oftalmo)', () => {
  const ctx = useTestApp({ seed: true });
  let headers: Record<string, string>;
  const get = async <T>(url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(producers, eq(producers.id, users.producer_id))
      .where(and(eq(producers.slug, 'foco-oftalmo'), eq(users.email, 'aluno@medmember.dev')));
    if (!row) throw new Error('no aluno@ on foco-oftalmo');
    headers = { authorization: `Bearer ${(await startSession(ctx.database.db, row.id)).token}` };
  });

  it('shows subject decks, lesson tracks and the streak', async () => {
    const decks = await get<DecksResponse>('/api/flashcards/decks');
    expect(decks.subjects.length).toBeGreaterThan(0);
    expect(decks.subjects.reduce((sum, deck) => sum + deck.total, 0)).toBeGreaterThanOrEqual(200);
    expect(decks.tracks.length).toBeGreaterThan(0);
  });

  it('shows a real heatmap, forecast and retention', async () => {
    const stats = await get<FlashcardStats>('/api/flashcards/stats');
    expect(stats.heatmap.length).toBeGreaterThan(20);
    expect(stats.forecast.some((day) => day.cards > 0)).toBe(true);
    expect(stats.true_retention.reviews).toBeGreaterThan(0);
    expect(stats.true_retention.retention).toBeGreaterThan(0.5);
  });

  it('holds the missed questions in the notebook', async () => {
    const notebook = await get<ErrorNotebook>('/api/flashcards/errors');
    expect(notebook.items.length).toBeGreaterThanOrEqual(5);
    expect(notebook.items.every((item) => item.excerpt.length > 0 && item.subjects.length > 0)).toBe(true);
  });
});
