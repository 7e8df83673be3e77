import type { CategoryTreeResponse, QuestionCategoryNode } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WrittenBank } from '../../../db/seed/questions/question-bank-writer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { learnerClient, type LearnerClient } from '../../courses/course-test-support.ts';
import { categoryId, createLearner, createProducer, createSampleBank } from '../question-test-support.ts';

describe('GET /api/questions/categories', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  let bank: WrittenBank;
  let foreign: WrittenBank;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    bank = await createSampleBank(db, producer.id, 8);
    foreign = await createSampleBank(db, (await createProducer(db, 'Outro')).id, 4);
    client = learnerClient(ctx, await createLearner(db, producer.id));
  });

  const tree = async (type: number | string) => {
    const res = await client.get(`/api/questions/categories?type=${type}`);
    expect(res.statusCode).toBe(200);
    return res.json() as CategoryTreeResponse;
  };
  const ids = (nodes: QuestionCategoryNode[]): number[] =>
    nodes.flatMap((node) => [node.id, ...ids(node.sub_categorias ?? [])]);

  it('nests the subject tree (type 7) recursively, in order, without sub_categorias on leaves', async () => {
    const body = await tree(7);
    expect(body.type).toBe(7);
    const key = (path: string) => categoryId(bank, `7:${path}`);
    expect(body.categorias).toEqual([
      {
        id: key('Clínica Médica'),
        desc: 'Clínica Médica',
        sub_categorias: [
          {
            id: key('Clínica Médica/Cardiologia'),
            desc: 'Cardiologia',
            sub_categorias: [
              { id: key('Clínica Médica/Cardiologia/Insuficiência cardíaca'), desc: 'Insuficiência cardíaca' },
              {
                id: key('Clínica Médica/Cardiologia/Arritmias'),
                desc: 'Arritmias',
                sub_categorias: [
                  { id: key('Clínica Médica/Cardiologia/Arritmias/Fibrilação atrial'), desc: 'Fibrilação atrial' },
                ],
              },
            ],
          },
          {
            id: key('Clínica Médica/Nefrologia'),
            desc: 'Nefrologia',
            sub_categorias: [{ id: key('Clínica Médica/Nefrologia/Lesão renal aguda'), desc: 'Lesão renal aguda' }],
          },
        ],
      },
      {
        id: key('Cirurgia'),
        desc: 'Cirurgia',
        sub_categorias: [
          {
            id: key('Cirurgia/Trauma'),
            desc: 'Trauma',
            sub_categorias: [{ id: key('Cirurgia/Trauma/Atendimento inicial'), desc: 'Atendimento inicial' }],
          },
        ],
      },
    ]);
  });

  it('lists the other types one level deep, in order', async () => {
    expect((await tree(1)).categorias).toEqual(
      ['SUS-SP', 'UNIFESP', 'USP-SP'].map((name) => ({ id: categoryId(bank, `1:${name}`), desc: name })),
    );
    expect((await tree(2)).categorias.map((node) => node.desc)).toEqual(['2024', '2023', '2022', '2021', '2020']);
    expect((await tree(3)).categorias.map((node) => node.desc)).toEqual(['FUVEST', 'VUNESP']);
  });

  it("never shows another producer's categories", async () => {
    const mine = new Set([...(await Promise.all([7, 1, 2, 3].map(tree)))].flatMap((body) => ids(body.categorias)));
    for (const id of foreign.categoryIds.values()) expect(mine.has(id)).toBe(false);
    expect(mine.size).toBe(bank.categoryIds.size);
  });

  it.each(['4', '0', '-1', '7.5', 'abc', '99999999999'])('answers 422 for type=%s', async (type) => {
    const res = await client.get(`/api/questions/categories?type=${type}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
    expect(res.json().error.fields[0].path).toBe('type');
  });

  it('names the unknown category type in the field message', async () => {
    const res = await client.get('/api/questions/categories?type=4');
    expect(res.json().error.fields).toEqual([{ path: 'type', message: 'questions.category_type_invalid' }]);
    expect((await client.get('/api/questions/categories')).statusCode).toBe(422);
  });

  it('requires a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/questions/categories?type=7' });
    expect(res.statusCode).toBe(401);
  });
});
