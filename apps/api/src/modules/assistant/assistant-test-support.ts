import type { LightMyRequestResponse } from 'fastify';
import type { AssistantDoneEvent, AssistantStartEvent } from '@members/contract';
import type { TestApp } from '../../test/test-app.ts';
import {
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  lessonInput,
  type TestLearner,
} from '../courses/course-test-support.ts';
import { writeCourse } from '../courses/course-writer.ts';
import { sampleQuestion } from '../questions/question-test-support.ts';
import { writeQuestionBank } from '../../db/seed/questions/question-bank-writer.ts';
import { reindexProducer } from './index/reindex.ts';

/** Helpers of the assistant's route tests (not a test file): producers with known material, learners, the ask call. */

export const malignantHyperthermia =
  'A hipertermia maligna é desencadeada por anestésicos voláteis e succinilcolina em pacientes suscetíveis. ' +
  'O primeiro sinal costuma ser a elevação do CO2 expirado. O tratamento é suspender o agente desencadeante e ' +
  'administrar dantroleno 2,5 mg/kg por via intravenosa, repetindo até o controle dos sinais.';
export const sugammadex =
  'O sugamadex reverte o bloqueio neuromuscular induzido por rocurônio ao encapsular a molécula. ' +
  'Para bloqueio profundo a dose é de 4 mg/kg; para bloqueio moderado, 2 mg/kg.';
/** In a course the fixture's learner has no access to. */
export const lockedSpinal =
  'Na cesariana, a raquianestesia com bupivacaína hiperbárica é a técnica de escolha; a hipotensão materna é ' +
  'prevenida com fenilefrina em infusão.';
/** Only producer B's material has this word. */
export const foreignOnly =
  'O feocromocitoma exige bloqueio alfa-adrenérgico com fenoxibenzamina antes da adrenalectomia, por 10 a 14 dias.';

export interface AssistantFixture {
  producerId: string;
  learner: TestLearner;
  courseId: string;
  /** Lessons: hipertermia maligna, sugamadex (open), raquianestesia (locked). */
  lessonIds: { hyperthermia: number; sugammadex: number; locked: number };
  questionId: number;
  other: { producerId: string; learner: TestLearner; lessonId: number; questionId: number };
}

async function producerWithMaterial(ctx: TestApp, name: string, lessons: [string, string][]) {
  const db = ctx.database.db;
  const producer = await createProducer(db, name);
  const course = await writeCourse(
    db,
    producer.id,
    courseInput({
      name: `Anestesia ${name}`,
      modules: [{ title: 'Módulo 1', lessons: lessons.map(([title, body]) => lessonInput(title, { body })) }],
    }),
  );
  const bank = await writeQuestionBank(db, producer.id, [
    sampleQuestion(0, {
      statement: '<p>Paciente com rigidez de masseter e hipercapnia após sevoflurano. Qual a conduta?</p>',
      explanation: 'A conduta é suspender o sevoflurano e administrar dantroleno; hiperventilar com O2 a 100%.',
    }),
  ]);
  const learner = await createLearner(db, producer.id);
  await grantAccess(db, learner.user, 'produto-teste');
  const lessonIds = course.modules.flatMap((module) => module.lessons.map((lesson) => lesson.id));
  return { producer, course, learner, lessonIds, questionId: bank.questionIds[0] ?? 0 };
}

/**
 * Producer A (open course: hipertermia maligna and sugamadex; a locked course: raquianestesia; one question) and
 * producer B (feocromocitoma), each with a learner and its index built, as the reindex job would.
 */
export async function assistantFixture(ctx: TestApp): Promise<AssistantFixture> {
  const db = ctx.database.db;
  const a = await producerWithMaterial(ctx, 'Vigília Teste', [
    ['Hipertermia maligna', malignantHyperthermia],
    ['Reversão do bloqueio neuromuscular', sugammadex],
  ]);
  const locked = await writeCourse(
    db,
    a.producer.id,
    courseInput({
      name: 'Obstetrícia',
      product_codes: ['produto-bloqueado'],
      modules: [{ title: 'Módulo 1', lessons: [lessonInput('Anestesia para cesariana', { body: lockedSpinal })] }],
    }),
  );
  const b = await producerWithMaterial(ctx, 'Outro Produtor', [['Feocromocitoma', foreignOnly]]);
  await reindexProducer(db, ctx.app.storage, a.producer.id);
  await reindexProducer(db, ctx.app.storage, b.producer.id);
  return {
    producerId: a.producer.id,
    learner: a.learner,
    courseId: a.course.uuid,
    lessonIds: {
      hyperthermia: a.lessonIds[0] ?? 0,
      sugammadex: a.lessonIds[1] ?? 0,
      locked: locked.modules[0]?.lessons[0]?.id ?? 0,
    },
    questionId: a.questionId,
    other: { producerId: b.producer.id, learner: b.learner, lessonId: b.lessonIds[0] ?? 0, questionId: b.questionId },
  };
}

export interface StreamedAnswer {
  status: number;
  contentType: string;
  events: { event: string; data: unknown }[];
  start: AssistantStartEvent;
  deltas: string[];
  done: AssistantDoneEvent;
  res: LightMyRequestResponse;
}

/** The events of a text/event-stream body, in order. */
export function parseEvents(body: string): { event: string; data: unknown }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

/** The assistant calls of one learner (null: logged out). */
export function assistantClient(ctx: TestApp, learner: TestLearner | null) {
  const headers = learner?.headers ?? {};
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    send,
    info: () => send('GET', '/api/assistant'),
    ask: (body: object) => send('POST', '/api/assistant/ask', body),
    /** Asks and reads the stream; fails the test unless it streamed start, deltas and done. */
    async answer(body: object): Promise<StreamedAnswer> {
      const res = await send('POST', '/api/assistant/ask', body);
      const events = parseEvents(res.body);
      const find = <T>(name: string) => events.find((item) => item.event === name)?.data as T;
      const deltas = events
        .filter((item) => item.event === 'delta')
        .map((item) => (item.data as { text: string }).text);
      return {
        status: res.statusCode,
        contentType: String(res.headers['content-type']),
        events,
        start: find<AssistantStartEvent>('start'),
        deltas,
        done: find<AssistantDoneEvent>('done'),
        res,
      };
    },
    conversations: () => send('GET', '/api/assistant/conversations'),
    conversation: (id: string) => send('GET', `/api/assistant/conversations/${id}`),
    remove: (id: string) => send('DELETE', `/api/assistant/conversations/${id}`),
    removeAll: () => send('DELETE', '/api/assistant/conversations'),
  };
}

/** `<status> <code>` of a refusal, e.g. `404 assistant.conversation_not_found`. */
export function refusal(res: LightMyRequestResponse): string {
  return `${res.statusCode} ${res.json<{ error?: { code?: string } }>().error?.code ?? ''}`;
}
