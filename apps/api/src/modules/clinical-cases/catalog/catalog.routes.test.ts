import {
  caseCountsResponseSchema,
  caseDetailSchema,
  caseListResponseSchema,
  casesInProgressSchema,
  type CaseCounts,
  type CaseListResponse,
} from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { categoryId } from '../../questions/question-test-support.ts';
import { sampleStages } from '../case-test-support.ts';
import { catalogFixture, fixtureCases, type CatalogFixture } from './catalog-fixture-test-support.ts';
import { setPeerCounters } from './case-read-test-support.ts';

describe('clinical cases: list, counts, in progress, detail', () => {
  const ctx = useTestApp();
  let f: CatalogFixture;
  const caseId = (i: number) => f.cases[i]?.id as number;
  const node = (path: string) => categoryId(f.bank, `7:${path}`);

  beforeAll(async () => {
    f = await catalogFixture(ctx);
  });

  const list = async (query = '', client = f.ana) => {
    const res = await client.get(`/api/clinical-cases${query}`);
    expect(res.statusCode).toBe(200);
    return caseListResponseSchema.parse(res.json()) as CaseListResponse;
  };
  const ids = (page: CaseListResponse) => page.results.map((item) => item.id);

  it('lists the published cases by position with the learner’s state and no draft or foreign case', async () => {
    const page = await list();
    expect(ids(page)).toEqual([caseId(0), caseId(1), caseId(2), caseId(3)]);
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_results: 4 });
    const [first, second, third] = page.results;
    expect(first?.learner).toMatchObject({ status: 'finished', attempt_id: null, best_score_pct: 85 });
    expect(first?.subjects).toEqual([{ id: node(fixtureCases[0].subject), desc: 'Insuficiência cardíaca' }]);
    expect(second?.learner).toEqual({
      status: 'in_progress',
      attempt_id: f.anaOpen,
      stage_reached: 2,
      best_score_pct: null,
      finished_at: null,
    });
    expect(third?.learner.status).toBe('new');
    expect((await list('', f.bruno)).results.every((item) => item.learner.status === 'new')).toBe(true);
  });

  it('pages', async () => {
    const page = await list('?per_page=3&page=2');
    expect(ids(page)).toEqual([caseId(3)]);
    expect(page).toMatchObject({ page: 2, total_pages: 2, total_results: 4 });
  });

  it('filters: a subject node covers its subtree, OR within a facet, AND across facets', async () => {
    expect(ids(await list(`?categories=${node('Clínica Médica')}`))).toEqual([caseId(0), caseId(1), caseId(2)]);
    const twoNodes = `?categories=${node('Clínica Médica/Nefrologia')}&categories=${node('Cirurgia')}`;
    expect(ids(await list(twoNodes))).toEqual([caseId(2), caseId(3)]);
    expect(ids(await list(`?categories=${node('Clínica Médica')}&difficulty=easy&difficulty=hard`))).toEqual([
      caseId(1),
      caseId(2),
    ]);
    expect(ids(await list('?duration=short'))).toEqual([caseId(1)]);
    expect(ids(await list('?duration=long&duration=medium'))).toEqual([caseId(0), caseId(2), caseId(3)]);
    expect(ids(await list('?status=new'))).toEqual([caseId(2), caseId(3)]);
    expect(ids(await list('?status=finished&status=in_progress'))).toEqual([caseId(0), caseId(1)]);
    expect(ids(await list('?status=new', f.bruno))).toHaveLength(4);
  });

  it('searches titles without accents or case, every word', async () => {
    expect(ids(await list('?q=LESAO%20renal'))).toEqual([caseId(2)]);
    expect(ids(await list('?q=idoso%20palpita'))).toEqual([caseId(1)]);
    expect(ids(await list('?q=nada%20disso'))).toEqual([]);
  });

  it('ignores subject ids that are not the producer’s', async () => {
    expect((await list('?categories=2147483000')).total_results).toBe(4);
  });

  it('refuses a bad filter (422) and a logged-out caller (401)', async () => {
    expect((await f.ana.get('/api/clinical-cases?difficulty=extreme')).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/clinical-cases' })).statusCode).toBe(401);
  });

  it('shows the peers’ figures kept on the case', async () => {
    await setPeerCounters(ctx.database.db, caseId(3), 3, 200, new Map());
    const last = (await list()).results[3];
    expect(last?.peers).toEqual({ finished: 3, average_score_pct: 67 });
    expect((await list()).results[2]?.peers).toEqual({ finished: 0, average_score_pct: null });
  });

  describe('counts', () => {
    /** The reference: every case checked against every facet but the one counted, one by one. */
    const statusFor = ['finished', 'in_progress', 'new', 'new'] as const;
    function naiveCounts(filter: { categories: number[]; difficulty: string[]; duration: string[]; status: string[] }) {
      const duration = (minutes: number) => (minutes <= 15 ? 'short' : minutes <= 30 ? 'medium' : 'long');
      const facts = fixtureCases.map((item, i) => {
        const parts = item.subject.split('/');
        const under = parts.map((_, depth) => node(parts.slice(0, depth + 1).join('/')));
        return { under, difficulty: item.difficulty, duration: duration(item.minutes), status: statusFor[i] as string };
      });
      type Fact = (typeof facts)[number];
      const ok = {
        categories: (fact: Fact) =>
          !filter.categories.length || filter.categories.some((id) => fact.under.includes(id)),
        difficulty: (fact: Fact) => !filter.difficulty.length || filter.difficulty.includes(fact.difficulty),
        duration: (fact: Fact) => !filter.duration.length || filter.duration.includes(fact.duration),
        status: (fact: Fact) => !filter.status.length || filter.status.includes(fact.status),
      };
      const but = (facet: keyof typeof ok) =>
        facts.filter((fact) =>
          (Object.keys(ok) as (keyof typeof ok)[]).every((other) => other === facet || ok[other](fact)),
        );
      const nodes = [...f.bank.categoryIds].filter(([key]) => key.startsWith('7:')).map(([, id]) => id);
      return {
        total: facts.filter((fact) => Object.values(ok).every((check) => check(fact))).length,
        categories: Object.fromEntries(
          nodes.map((id) => [String(id), but('categories').filter((x) => x.under.includes(id)).length]),
        ),
        difficulty: Object.fromEntries(
          ['easy', 'medium', 'hard'].map((v) => [v, but('difficulty').filter((x) => x.difficulty === v).length]),
        ),
        duration: Object.fromEntries(
          ['short', 'medium', 'long'].map((v) => [v, but('duration').filter((x) => x.duration === v).length]),
        ),
        status: Object.fromEntries(
          ['new', 'in_progress', 'finished'].map((v) => [v, but('status').filter((x) => x.status === v).length]),
        ),
      };
    }

    it.each([
      { categories: [], difficulty: [], duration: [], status: [] },
      { categories: ['Clínica Médica/Cardiologia'], difficulty: [], duration: [], status: [] },
      { categories: ['Cirurgia', 'Clínica Médica/Nefrologia'], difficulty: ['hard'], duration: [], status: [] },
      { categories: [], difficulty: ['medium'], duration: ['medium', 'long'], status: ['new'] },
      {
        categories: ['Clínica Médica'],
        difficulty: ['easy', 'medium'],
        duration: ['short'],
        status: ['in_progress', 'new'],
      },
    ])('match a naive count: %j', async (ticks) => {
      const filter = { ...ticks, categories: ticks.categories.map(node) };
      const res = await f.ana.post('/api/clinical-cases/counts', filter);
      expect(res.statusCode).toBe(200);
      const counts = caseCountsResponseSchema.parse(res.json()) as CaseCounts;
      expect(counts).toEqual(naiveCounts(filter));
    });
  });

  it('in progress: the open attempts, most recent first', async () => {
    const res = await f.ana.get('/api/clinical-cases/in-progress');
    expect(res.statusCode).toBe(200);
    const body = casesInProgressSchema.parse(res.json());
    expect(body.items).toEqual([
      expect.objectContaining({ case_id: caseId(1), attempt_id: f.anaOpen, stage_reached: 2, stage_count: 6 }),
    ]);
    expect((await f.bruno.get('/api/clinical-cases/in-progress')).json()).toEqual({ items: [] });
  });

  it('detail: the case and the learner’s attempts, no stage content', async () => {
    const res = await f.ana.get(`/api/clinical-cases/${caseId(0)}`);
    expect(res.statusCode).toBe(200);
    const detail = caseDetailSchema.parse(res.json());
    expect(detail.stage_kinds).toEqual(['history', 'exam', 'tests', 'diagnosis', 'management', 'question']);
    expect(detail.attempts).toEqual([
      expect.objectContaining({ id: f.anaFinished, score: 90, max_score: 106, counts_for_peers: true }),
    ]);
    for (const stage of sampleStages) {
      expect(res.body).not.toContain(stage.body);
      for (const option of stage.options) expect(res.body).not.toContain(option.label);
    }
  });

  it('detail: a draft, another producer’s or a missing case is 404; logged out 401', async () => {
    for (const id of [f.draft.id, f.foreign.id, 2_000_000_000]) {
      const res = await f.ana.get(`/api/clinical-cases/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'clinical_cases.not_found' } });
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api/clinical-cases/${caseId(0)}` })).statusCode).toBe(401);
  });
});
