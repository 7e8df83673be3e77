import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHandoutPdf } from '../../../db/seed/courses/pdf-document.ts';
import {
  apostilas,
  clinicalCases,
  courses,
  lessons,
  lessonTasks,
  producers,
  questions,
} from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { readIndexStatus } from './index-status.ts';
import {
  fakeEmbedder,
  insertQuestion,
  lessonNamed,
  passagesOf,
  producerIdOf,
  sourcePassages,
  type PassageRow,
} from './index-test-support.ts';
import { reindexProducer } from './reindex.ts';

const unchanged = (row: PassageRow) => [row.id, row.kind, row.source_id, row.part, row.content_hash, row.embedding];

describe('assistant index: a producer’s passages follow its material', () => {
  const ctx = useTestApp({ seed: true });
  const db = () => ctx.app.db;
  const reindex = (producerId: string, embedder = fakeEmbedder()) =>
    reindexProducer(db(), ctx.app.storage, producerId, embedder);
  let producerId = '';
  /** The other anesthesiology producer: the very same demo texts, so a passage crossing over would show. */
  let neighbourId = '';
  let neighbourBefore: PassageRow[] = [];
  const storedKeys: string[] = [];

  beforeAll(async () => {
    producerId = await producerIdOf(db(), 'plano-anestesico');
    neighbourId = await producerIdOf(db(), 'vigilia-anestesia');
    neighbourBefore = await passagesOf(db(), neighbourId);
  });
  afterAll(async () => {
    for (const key of storedKeys) await ctx.app.storage.delete(key);
  });

  it('the seed indexed every kind of material of every producer, without embeddings', async () => {
    const all = await db().select({ id: producers.id }).from(producers);
    expect(all).toHaveLength(6);
    for (const { id } of all) {
      const status = await readIndexStatus(db(), id);
      expect(status).toMatchObject({ status: 'idle', embedded: 0, error_code: null });
      expect(status.finished_at).not.toBeNull();
      for (const kind of ['lesson', 'handout', 'question', 'case', 'flashcard'] as const)
        expect(status.by_kind[kind]).toBeGreaterThan(0);
      expect(status.passages).toBe(Object.values(status.by_kind).reduce((sum, n) => sum + n, 0));
    }
    expect(neighbourBefore.length).toBe((await readIndexStatus(db(), producerId)).passages);
  });

  it('a lesson is readable with its course’s products, a free preview by every learner', async () => {
    const lesson = await lessonNamed(db(), producerId, 'Jejum pré-operatório: a regra 2-6-8');
    const [course] = await db().select().from(courses).where(eq(courses.id, lesson.course_id));
    const passages = await sourcePassages(db(), producerId, 'lesson', lesson.id);
    expect(passages.every((p) => p.product_codes.join() === course?.product_codes.join())).toBe(true);
    expect(passages[0]).toMatchObject({
      course_id: lesson.course_id,
      module_id: lesson.module_id,
      lesson_id: lesson.id,
    });
    const preview = await lessonNamed(db(), producerId, 'Anestésicos locais: farmacologia e doses máximas');
    const open = await sourcePassages(db(), producerId, 'lesson', preview.id);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((p) => p.product_codes.length === 0 && p.area === null)).toBe(true);
  });

  it('a transcript passage carries the second its words start at, after the body’s parts', async () => {
    const lesson = await lessonNamed(db(), producerId, 'Jejum pré-operatório: a regra 2-6-8');
    const passages = await sourcePassages(db(), producerId, 'lesson', lesson.id);
    const body = passages.filter((p) => p.seconds === null);
    const transcript = passages.filter((p) => p.seconds !== null);
    expect(body.length).toBeGreaterThan(0);
    expect(Math.max(...body.map((p) => p.part))).toBeLessThan(Math.min(...transcript.map((p) => p.part)));
    expect(body[0]?.body).toContain('As diretrizes de jejum da ASA reduzem o risco de aspiração pulmonar');
    expect(transcript[0]).toMatchObject({ seconds: 0, title: lesson.title });
    expect(transcript[0]?.body).toContain('O objetivo do jejum é reduzir o risco de aspiração'); // the cue at 38 s
    const ultrasound = transcript.find((p) => p.body.includes('ultrassonografia gástrica à beira do leito'));
    expect(ultrasound?.seconds).toBe(800);
  });

  it('a handout passage carries its page, its lesson and its course’s products', async () => {
    const [handout] = await db()
      .select({
        id: apostilas.id,
        nome: apostilas.nome,
        course_id: apostilas.course_id,
        lesson_id: lessonTasks.lesson_id,
      })
      .from(apostilas)
      .innerJoin(lessonTasks, eq(lessonTasks.id, apostilas.task_id))
      .where(and(eq(apostilas.producer_id, producerId), eq(apostilas.nome, 'Jejum pré-operatório (ASA)')));
    if (!handout) throw new Error('the seed has no such handout');
    const seeded = await sourcePassages(db(), producerId, 'handout', handout.id);
    expect(seeded.map((p) => p.page)).toEqual(seeded.map(() => 1));
    expect(seeded.map((p) => p.body).join(' ')).toContain('Leite materno: 4 h.');

    // A longer edition of the handout: ~45 lines fit on page 1 of the seed's layout, the rest go to page 2.
    const lines = Array.from({ length: 60 }, (_, i) => `Linha ${i + 1}: revisar o jejum conforme o alimento ingerido.`);
    lines[55] = 'Agonistas do GLP-1: considerar estômago cheio mesmo após o jejum habitual.';
    const pdf = renderHandoutPdf({ title: handout.nome, producerName: 'Plano Anestésico', lines });
    const key = `apostilas/assistant-index-test/${randomUUID()}.pdf`;
    storedKeys.push(key);
    await ctx.app.storage.put(key, pdf, 'application/pdf');
    await db().update(apostilas).set({ file_key: key, size_bytes: pdf.length }).where(eq(apostilas.id, handout.id));
    await reindex(producerId);

    const passages = await sourcePassages(db(), producerId, 'handout', handout.id);
    const onPage = (phrase: string) => passages.find((p) => p.body.includes(phrase))?.page;
    expect(onPage('Agonistas do GLP-1: considerar estômago cheio')).toBe(2);
    expect(onPage('Linha 1: revisar o jejum')).toBe(1);
    const [course] = await db().select().from(courses).where(eq(courses.id, handout.course_id));
    for (const passage of passages) {
      expect(passage).toMatchObject({
        title: handout.nome,
        course_id: handout.course_id,
        lesson_id: handout.lesson_id,
      });
      expect(passage.product_codes).toEqual(course?.product_codes);
    }
  });

  it('a lesson edit rewrites only that lesson’s passages; the others keep their ids and embeddings', async () => {
    const embedder = fakeEmbedder();
    await reindex(producerId, embedder);
    const before = await passagesOf(db(), producerId);
    expect(before.every((p) => p.embedding?.length === 8 && p.embedding_model === embedder.model)).toBe(true);
    expect(await reindex(producerId, embedder)).toMatchObject({ inserted: 0, updated: 0, deleted: 0, embedded: 0 });

    const lesson = await lessonNamed(db(), producerId, 'Classificação ASA e avaliação de risco');
    const newBody = 'A classificação ASA foi revisada: o sufixo E indica emergência.';
    await db().update(lessons).set({ body: newBody }).where(eq(lessons.id, lesson.id));
    embedder.texts.length = 0;
    const result = await reindex(producerId, embedder);

    const after = await passagesOf(db(), producerId);
    const isEdited = (p: PassageRow) => p.kind === 'lesson' && p.source_id === lesson.id;
    expect(after.filter((p) => !isEdited(p)).map(unchanged)).toEqual(before.filter((p) => !isEdited(p)).map(unchanged));
    const edited = after.filter(isEdited);
    expect(edited.map((p) => p.body)).toEqual([newBody]);
    expect(edited[0]?.embedding).toHaveLength(8);
    expect(embedder.texts).toEqual([`${lesson.title}\n\n${newBody}`]);
    expect(result).toMatchObject({ inserted: 0, updated: 1, embedded: 1 });
    expect(result.deleted).toBe(before.filter(isEdited).length - 1);
  });

  it('another embedding model re-embeds every passage', async () => {
    const embedder = fakeEmbedder('fake-embedding-2');
    const result = await reindex(producerId, embedder);
    const passages = await passagesOf(db(), producerId);
    expect(result.embedded).toBe(passages.length);
    expect(passages.every((p) => p.embedding_model === 'fake-embedding-2')).toBe(true);
  });

  it('a new question is indexed with its alternatives and answer; once deleted, its passages go', async () => {
    const questionId = await insertQuestion(db(), producerId, {
      statement: '<p>Qual a dose máxima de <b>lidocaína</b> sem vasoconstritor?</p>',
      alternatives: [
        { letter: 'A', text: '3 mg/kg', explanation: 'Não: 3 mg/kg é a dose da bupivacaína com vasoconstritor.' },
        { letter: 'B', text: '4,5 mg/kg', explanation: 'Correta.' },
      ],
      explanation: '<p>Lidocaína: 4,5 mg/kg sem e 7 mg/kg com vasoconstritor.</p>',
      institution: 'ENARE',
      year: 2024,
    });
    await reindex(producerId);
    const passages = await sourcePassages(db(), producerId, 'question', questionId);
    expect(passages).toHaveLength(1);
    expect(passages[0]).toMatchObject({
      title: `Questão ${questionId} · ENARE 2024`,
      area: 'questions',
      product_codes: [],
    });
    expect(passages[0]?.body).toBe(
      'Qual a dose máxima de lidocaína sem vasoconstritor?\n\nA) 3 mg/kg B) 4,5 mg/kg\n\n' +
        'Resposta correta: B. Lidocaína: 4,5 mg/kg sem e 7 mg/kg com vasoconstritor.\n\n' +
        'A) Não: 3 mg/kg é a dose da bupivacaína com vasoconstritor. B) Correta.',
    );

    await db().delete(questions).where(eq(questions.id, questionId));
    expect(await reindex(producerId)).toMatchObject({ deleted: 1, inserted: 0, updated: 0 });
    expect(await sourcePassages(db(), producerId, 'question', questionId)).toEqual([]);
  });

  it('a draft question and a draft case are never indexed; a question turned draft leaves the index', async () => {
    const [draftCase] = await db()
      .select({ id: clinicalCases.id })
      .from(clinicalCases)
      .where(and(eq(clinicalCases.producer_id, producerId), eq(clinicalCases.status, 'draft')));
    if (!draftCase) throw new Error('the seed has no draft case');
    expect(await sourcePassages(db(), producerId, 'case', draftCase.id)).toEqual([]);

    const draftId = await insertQuestion(db(), producerId, {
      statement: '<p>Rascunho: qual o antídoto da intoxicação por anestésico local?</p>',
      status: 'draft',
    });
    await reindex(producerId);
    expect(await sourcePassages(db(), producerId, 'question', draftId)).toEqual([]);

    const [published] = await db()
      .select({ id: questions.id })
      .from(questions)
      .where(and(eq(questions.producer_id, producerId), eq(questions.status, 'published')))
      .limit(1);
    if (!published) throw new Error('the seed has no question');
    expect((await sourcePassages(db(), producerId, 'question', published.id)).length).toBeGreaterThan(0);
    await db().update(questions).set({ status: 'draft' }).where(eq(questions.id, published.id));
    await reindex(producerId);
    expect(await sourcePassages(db(), producerId, 'question', published.id)).toEqual([]);
  });

  it('a failing embedder leaves the passages written and the run failed with a code', async () => {
    const lesson = await lessonNamed(db(), producerId, 'Classificação ASA e avaliação de risco');
    await db().update(lessons).set({ body: 'Texto novo da aula sobre ASA.' }).where(eq(lessons.id, lesson.id));
    const embedder = fakeEmbedder('fake-embedding-2');
    embedder.fail = true;
    await expect(reindex(producerId, embedder)).rejects.toThrow('provider down');
    expect((await sourcePassages(db(), producerId, 'lesson', lesson.id)).map((p) => p.body)).toEqual([
      'Texto novo da aula sobre ASA.',
    ]);
    expect(await readIndexStatus(db(), producerId)).toMatchObject({
      status: 'failed',
      error_code: 'assistant.embedding_failed',
    });
  });

  it('never touches another producer’s passages', async () => {
    expect(await passagesOf(db(), neighbourId)).toEqual(neighbourBefore);
  });
});
