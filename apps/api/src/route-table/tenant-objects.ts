import type { ObjectKind } from './route-entry.ts';
import { smallPicture, type TenantClient } from './tenant-client.ts';

/** One learner's objects, one id of each kind, and the strings that identify them. */
export interface TenantObjects {
  ids: Partial<Record<ObjectKind, string | number>>;
  /** Titles, names, statements, uuids and file names the learner's answers carried. */
  strings: Set<string>;
}

/** Fields whose text names an object (not counts, dates or flags). */
const identifyingFields = new Set([
  'uuid',
  'name',
  'nome',
  'title',
  'titulo',
  'description',
  'statement',
  'text',
  'desc',
  'label',
  'file_name',
  'body',
  'image_path_avatar',
  'image_uri',
]);

/** Adds every identifying string (8 characters or more) found anywhere in the value. */
export function collectStrings(value: unknown, into: Set<string>, field = ''): void {
  if (typeof value === 'string') {
    if (identifyingFields.has(field) && value.trim().length >= 8) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectStrings(item, into, field);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) collectStrings(child, into, key);
  }
}

interface Course {
  uuid: string;
  purchase_url: string | null;
  image_uri: string;
}
interface Lesson {
  id: number;
  tasks?: { id: number; model_type: string; apostila: { id: number } | null }[];
}

const lastSegment = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** The learner's course objects: an accessible course, its category, a module, lesson, task and handout. */
async function courseObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const read = async <T>(url: string): Promise<T> => {
    const body = await client.json<T>('GET', url);
    collectStrings(body, objects.strings);
    return body;
  };
  const { ids } = objects;
  ids['course-category'] = (await read<{ results: { slug: string }[] }>('/api/courses/categories')).results[0]?.slug;
  const courses = (await read<{ results: Course[] }>('/api/courses?per_page=50')).results;
  for (const course of courses.filter((item) => item.purchase_url === null)) {
    ids.course ??= course.uuid;
    ids.cover ??= lastSegment(course.image_uri);
    const detail = await read<{ modules: { id: number }[]; attachments: { id: number }[] }>(
      `/api/courses/${course.uuid}`,
    );
    ids.handout ??= detail.attachments[0]?.id;
    for (const module of detail.modules.slice(0, 3)) {
      const page = await read<{ lessons: Lesson[] }>(`/api/courses/${course.uuid}/modules/${module.id}`);
      if (course.uuid === ids.course) ids.module ??= module.id;
      for (const lesson of page.lessons) {
        if (course.uuid === ids.course) ids.lesson ??= lesson.id;
        const tasks = lesson.tasks ?? [];
        ids.task ??= tasks.find((task) => task.model_type === 'LessonTask')?.id;
        ids.handout ??= tasks.find((task) => task.apostila)?.apostila?.id;
      }
    }
    if (ids.task !== undefined && ids.handout !== undefined) break;
  }
}

/** The learner's question objects; creates a practice session, an answer, a mark and a simulado attempt. */
async function questionObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown): Promise<T> => {
    const answer = await client.json<T>(method, url, body);
    collectStrings(answer, objects.strings);
    return answer;
  };
  const { ids } = objects;
  ids['question-category'] = (
    await call<{ categorias: { id: number }[] }>('GET', '/api/questions/categories?type=7')
  ).categorias[0]?.id;
  const track = (await call<{ id: number }[]>('GET', '/api/question-tracks'))[0];
  ids.track = track?.id;
  if (track) await call('GET', `/api/question-tracks/${track.id}/questions/1`);
  const filter = { categories: [], status: [] };
  const session = await call<{ id: number; items: { question_id: number }[] }>(
    'POST',
    '/api/questions/practice-sessions',
    { filter, size: 3 },
  );
  ids['practice-session'] = session.id;
  ids.question = session.items[0]?.question_id;
  await call('GET', `/api/questions/practice-sessions/${session.id}/questions/1`);
  const answer = { alternative: 'A', idempotency_key: crypto.randomUUID(), answered_at: new Date().toISOString() };
  await call('POST', `/api/questions/${ids.question}/answers`, { ...answer, practice_session_id: session.id });
  await call('PUT', `/api/questions/${ids.question}/mark`, { marked: true, note: `nota de ${client.site.name}` });

  const simulados = await call<{ id: number; state: string }[]>('GET', '/api/simulados');
  const open = simulados.find((simulado) => simulado.state === 'open');
  ids.simulado = simulados.find((simulado) => simulado !== open)?.id ?? open?.id;
  if (open) {
    const attempt = await call<{ questions: { id: number }[] }>('POST', `/api/simulados/${open.id}/attempt`);
    ids.attempt = open.id;
    ids['simulado-question'] = attempt.questions[0]?.id;
    const saved = {
      alternative: 'B',
      marked: true,
      idempotency_key: crypto.randomUUID(),
      answered_at: answer.answered_at,
    };
    await call('PUT', `/api/simulados/${open.id}/attempt/answers/${ids['simulado-question']}`, saved);
  }
}

interface QueueCard {
  card: { card_id: number; ord: number; image_url: string | null } | null;
}

/** The learner's flashcard objects: a lesson track (from the decks), a card (from the queue) and one review of it. */
async function flashcardObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const read = async <T>(url: string): Promise<T> => {
    const body = await client.json<T>('GET', url);
    collectStrings(body, objects.strings);
    return body;
  };
  const { ids } = objects;
  const { tracks } = await read<{ tracks: { id: number }[] }>('/api/flashcards/decks');
  ids['flashcard-track'] = tracks[0]?.id;
  // A card with a picture (its picture route then has something to leak): the demo's are in lesson tracks.
  let items = (await read<{ items: QueueCard[] }>('/api/flashcards/queue?limit=100')).items;
  for (const track of tracks) {
    if (items.some((item) => item.card?.image_url)) break;
    items = (await read<{ items: QueueCard[] }>(`/api/flashcards/queue?limit=100&trilha=${track.id}`)).items;
  }
  const card = (items.find((item) => item.card?.image_url) ?? items.find((item) => item.card))?.card;
  if (!card) return;
  ids.flashcard = card.card_id;
  const key = crypto.randomUUID();
  const ref = { kind: 'card', card_id: card.card_id, ord: card.ord };
  const review = { idempotency_key: key, ref, rating: 3, reviewed_at: new Date().toISOString() };
  await client.json('POST', '/api/flashcards/reviews', review);
  ids['memory-review'] = key;
}

/**
 * The learner's clinical case: one they finished when there is one (the demo learner has two), so that its
 * debrief has the learner's answers to leak; else the first published one.
 */
async function clinicalCaseObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const read = async <T>(url: string): Promise<T> => {
    const body = await client.json<T>('GET', url);
    collectStrings(body, objects.strings);
    return body;
  };
  const overview = await read<{ finished: { id: number }[] }>('/api/clinical-cases/overview');
  const listed = await read<{ results: { id: number }[] }>('/api/clinical-cases');
  const caseId = overview.finished[0]?.id ?? listed.results[0]?.id;
  objects.ids['clinical-case'] = caseId;
  if (caseId === undefined) return;
  await read(`/api/clinical-cases/${caseId}`);
  if (overview.finished[0]) await read(`/api/clinical-cases/${caseId}/debrief`);
  // An attempt in progress at that case (a practice one after a finish), read back as the run screen does.
  const run = await client.json<{ attempt_id: number; stages: { id: number }[] }>(
    'POST',
    `/api/clinical-cases/${caseId}/attempts`,
  );
  collectStrings(run, objects.strings);
  objects.ids['clinical-case-attempt'] = run.attempt_id;
  objects.ids['clinical-case-stage'] = run.stages.at(-1)?.id;
  await read(`/api/clinical-cases/${caseId}/run`);
}

/** The learner's study plan (made through the onboarding's call, from today to 60 days on) and one of its activities. */
async function plannerObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const call = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const answer = await client.json<T>(method, url, body);
    collectStrings(answer, objects.strings);
    return answer;
  };
  const institutions = await call<{ categorias: { id: number }[] }>('GET', '/api/questions/categories?type=1');
  const day = (offset: number) => new Date(Date.now() - 3 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const { plan } = await call<{ plan: { id: number } }>('POST', '/api/planner/plans', {
    institution_ids: institutions.categorias.slice(0, 1).map((category) => category.id),
    start_date: day(0),
    exam_date: day(60),
    weekday_minutes: [60, 120, 120, 120, 120, 120, 60],
    include: { course_ids: [], questions: true, flashcards: true, cases: true, simulados: true },
  });
  objects.ids['study-plan'] = plan.id;
  const { days } = await call<{ days: { activities: { id: number }[] }[] }>(
    'GET',
    `/api/planner/plans/${plan.id}/days?from=${day(0)}&to=${day(13)}`,
  );
  objects.ids['study-plan-activity'] = days.flatMap((item) => item.activities)[0]?.id;
}

/**
 * The learner's sales objects: a product sold here (a locked course's purchase link names its offers page), one of
 * its offers, and an order the learner makes of it, signed in (a PIX, left pending).
 */
async function saleObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const read = async <T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> => {
    const answer = await client.json<T>(method, url, body);
    collectStrings(answer, objects.strings);
    return answer;
  };
  const courses = (await read<{ results: Course[] }>('GET', '/api/courses?per_page=50')).results;
  const page = courses.map((course) => course.purchase_url).find((url) => url?.startsWith('/page/offers/'));
  if (!page) return;
  objects.ids.product = lastSegment(page);
  type Offers = { offers: { uuid: string; sale: { channel: string } }[] };
  const { offers } = await read<Offers>('GET', `/api/offers/products/${objects.ids.product}`);
  const offer = offers.find((item) => item.sale.channel === 'here');
  objects.ids.offer = offer?.uuid;
  if (!offer) return;
  const { user } = await read<{ user: { email: string } }>('GET', '/api/user');
  const buyer = { nome: 'Aluna da Matriz', email: user.email, cpf: '529.982.247-25', telefone: '11912345678' };
  const body = { offer_uuid: offer.uuid, buyer, method: 'pix', installments: 1, idempotency_key: crypto.randomUUID() };
  objects.ids.order = (await read<{ id: string }>('POST', '/api/checkout/orders', body)).id;
}

/** The learner's conversation with the assistant, made by asking it (the answer streams as server-sent events). */
async function assistantObjects(client: TenantClient, objects: TenantObjects): Promise<void> {
  const res = await client.send({
    method: 'POST',
    url: '/api/assistant/ask',
    body: { question: 'Qual a conduta inicial?' },
  });
  const start = /event: start\ndata: (.*)\n/.exec(res.body)?.[1];
  if (!start) throw new Error(`the assistant did not stream: ${res.statusCode} ${res.body.slice(0, 200)}`);
  objects.ids['assistant-conversation'] = (JSON.parse(start) as { conversation_id: string }).conversation_id;
  collectStrings(JSON.parse(start), objects.strings);
}

/** Creates and collects one object of every kind as the learner, through the API. */
export async function tenantObjects(client: TenantClient): Promise<TenantObjects> {
  const objects: TenantObjects = { ids: {}, strings: new Set() };
  await courseObjects(client, objects);
  await questionObjects(client, objects);
  await flashcardObjects(client, objects);
  await clinicalCaseObjects(client, objects);
  await plannerObjects(client, objects);
  await saleObjects(client, objects);
  await assistantObjects(client, objects);
  const res = await client.send({ method: 'POST', url: '/api/user/avatar', image: await smallPicture() });
  const avatarPath = res.json<{ user: { image_path_avatar: string } }>().user.image_path_avatar;
  objects.ids.avatar = lastSegment(avatarPath);
  objects.strings.add(avatarPath);
  return objects;
}
