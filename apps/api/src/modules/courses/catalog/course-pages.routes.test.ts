import type { Lesson, ModuleDetail } from '@members/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { flashcardAnswers, flashcardTrackProgress } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  apostilaInput,
  courseInput,
  createLearner,
  createProducer,
  grantAccess,
  learnerClient,
  lessonInput,
  type LearnerClient,
} from '../course-test-support.ts';
import { writeCourse, type WrittenCourse } from '../course-writer.ts';

const cards = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ frente: `Frente ${index + 1}`, verso: `Verso ${index + 1}` }));

describe('course detail and module page', () => {
  const ctx = useTestApp();
  let client: LearnerClient;
  let stranger: LearnerClient;
  let open: WrittenCourse;
  let locked: WrittenCourse;
  let foreign: WrittenCourse;

  beforeAll(async () => {
    const db = ctx.database.db;
    const producer = await createProducer(db);
    const learner = await createLearner(db, producer.id);
    await grantAccess(db, learner.user, 'extensivo');
    open = await writeCourse(
      db,
      producer.id,
      courseInput({
        name: 'Glaucoma',
        product_codes: ['extensivo'],
        attachments: [apostilaInput('Apostila completa')],
        modules: [
          {
            title: 'Fundamentos',
            description: 'Bases',
            lessons: [
              lessonInput('Pressão intraocular', {
                video_duration: 1500,
                tasks: [
                  { type: 'apostila', label: 'Resumo', subtitle: 'PDF', apostila: apostilaInput('Resumo PIO') },
                  { type: 'link', label: 'Diretriz', link: 'https://example.org/diretriz' },
                  { type: 'trilha_questoes', label: 'Questões de PIO', link: '/questoes/trilha/12' },
                ],
                flashcardTracks: [
                  { titulo: null, cards: cards(4) },
                  { titulo: 'Revisão', descricao: 'Pontos-chave', cards: cards(2) },
                  { titulo: 'Vazia', cards: [] },
                ],
              }),
              lessonInput('Tonometria', {
                video_duration: 1500,
                video_external_id: undefined,
                video_file_key: 'videos/tonometria.webm',
                video_content_type: 'video/webm',
              }),
            ],
          },
          { title: 'Diagnóstico', lessons: [lessonInput('Campimetria')] },
          { title: 'Tratamento', lessons: [] },
        ],
      }),
    );
    locked = await writeCourse(
      db,
      producer.id,
      courseInput({
        name: 'Retina Cirúrgica',
        product_codes: ['avulso-retina'],
        purchase_url: 'https://pay.example.com/retina',
        modules: [
          {
            title: 'Vitrectomia',
            lessons: [
              lessonInput('Aula aberta', { free_preview: true }),
              lessonInput('Aula fechada', {
                tasks: [
                  { type: 'apostila', label: 'Apostila', apostila: apostilaInput('Fechada') },
                  { type: 'link', label: 'Link', link: 'https://example.org/x' },
                ],
                flashcardTracks: [{ titulo: 'Trilha', cards: cards(3) }],
              }),
            ],
          },
        ],
      }),
    );
    const [first, second] = open.modules[0]?.lessons[0]?.trackIds ?? [];
    const cardIds = open.modules[0]?.lessons[0]?.cardIds ?? [];
    await db.insert(flashcardTrackProgress).values([
      { user_id: learner.user.id, track_id: first ?? 0, status: 'Em andamento' },
      { user_id: learner.user.id, track_id: second ?? 0, status: 'Concluída' },
    ]);
    await db.insert(flashcardAnswers).values([
      { user_id: learner.user.id, flashcard_id: cardIds[0]?.[0] ?? 0, answer: 'errei' },
      { user_id: learner.user.id, flashcard_id: cardIds[0]?.[2] ?? 0, answer: 'bom' },
      { user_id: learner.user.id, flashcard_id: cardIds[1]?.[0] ?? 0, answer: 'facil' },
      { user_id: learner.user.id, flashcard_id: cardIds[1]?.[1] ?? 0, answer: 'facil' },
    ]);
    const other = await createProducer(db);
    foreign = await writeCourse(db, other.id, courseInput({ product_codes: ['extensivo'] }));
    client = learnerClient(ctx, learner);
    stranger = learnerClient(ctx, await createLearner(db, other.id));
  });

  const moduleUrl = (course: WrittenCourse, index: number) =>
    `/api/courses/${course.uuid}/modules/${course.modules[index]?.id}`;
  const modulePage = async (course: WrittenCourse, index: number, as = client) => {
    const res = await as.get(moduleUrl(course, index));
    expect(res.statusCode).toBe(200);
    return res.json() as ModuleDetail;
  };

  it('answers the course with modules in order, every handout and where to continue', async () => {
    const res = await client.get(`/api/courses/${open.uuid}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({
      uuid: open.uuid,
      name: 'Glaucoma',
      access: true,
      total_videos: 3,
      aula: 3,
      modulo: 3,
      horas: '1h',
    });
    expect(detail.total_aulas_assistidas).toBe(0);
    const summary = (
      index: number,
      title: string,
      description: string,
      total_aulas: number,
      duration_in_minutes: number,
    ) => ({
      id: open.modules[index]?.id,
      title,
      description,
      position: index,
      total_aulas,
      total_aulas_assistidas: 0,
      duration_in_minutes,
    });
    expect(detail.modules).toEqual([
      summary(0, 'Fundamentos', 'Bases', 2, 50),
      summary(1, 'Diagnóstico', '', 1, 10),
      summary(2, 'Tratamento', '', 0, 0),
    ]);
    expect(detail.attachments.map((file: { nome: string }) => file.nome)).toEqual(['Apostila completa', 'Resumo PIO']);
    expect(detail.attachments[0]).toEqual({
      id: expect.any(Number),
      nome: 'Apostila completa',
      file_name: 'apostila-completa.pdf',
      tamanho: 2048,
      content_type: 'application/pdf',
      download_url: `/api/apostilas/${detail.attachments[0].id}/download`,
    });
    const firstLesson = open.modules[0]?.lessons[0]?.id;
    expect(detail.last_watched_lesson_link).toBe(
      `/courses/${open.uuid}/module/${open.modules[0]?.id}?aula=${firstLesson}`,
    );
  });

  it('lists the module lessons with every field, tasks and flashcard tracks', async () => {
    const page = await modulePage(open, 0);
    expect(page.course).toMatchObject({ uuid: open.uuid, kind: 'courses', access: true, purchase_url: null });
    expect(page.module).toMatchObject({ id: open.modules[0]?.id, total_aulas: 2 });
    expect([page.previous_module_id, page.next_module_id]).toEqual([null, open.modules[1]?.id]);
    const [pio, tonometria] = page.lessons as [Lesson, Lesson];
    expect(tonometria).toMatchObject({
      video_external_id: null,
      video_url: `/api/lessons/${tonometria.id}/video`,
      access: true,
    });
    expect(pio).toMatchObject({
      title: 'Pressão intraocular',
      video_duration: 1500,
      video_external_id: '76979871',
      video_url: null,
      video_image_base_uri: '/api/files/covers/test-lesson.jpg',
      access: true,
      watched: false,
      assistido: false,
      position_seconds: 0,
      drm_info: null,
      body: 'Texto da aula Pressão intraocular.',
      rating: 0,
      my_rating: null,
      total_ratings: 0,
      module_id: open.modules[0]?.id,
      position: 0,
    });
    expect(Number.isNaN(Date.parse(pio.published_at))).toBe(false);
    const [apostila, link, questions, ...tracks] = pio.tasks;
    expect(apostila).toMatchObject({
      type: 'apostila',
      label: 'Resumo',
      subtitle: 'PDF',
      model_type: 'LessonTask',
      completed: false,
    });
    expect(apostila).toMatchObject({ restricted: false, data: null });
    expect(apostila?.apostila).toMatchObject({
      nome: 'Resumo PIO',
      download_url: expect.stringMatching(/^\/api\/apostilas\/\d+\/download$/),
    });
    expect(link).toMatchObject({ type: 'link', link: 'https://example.org/diretriz', apostila: null });
    expect(questions).toMatchObject({ type: 'trilha_questoes', link: '/questoes/trilha/12' });
    const trackIds = open.modules[0]?.lessons[0]?.trackIds ?? [];
    const trackLink = (id: number | undefined) => `/courses/${open.uuid}/module/${open.modules[0]?.id}/trilha/${id}`;
    const trackTask = (index: number, label: string, subtitle: string | null, completed: boolean, data: object) => ({
      id: trackIds[index],
      label,
      subtitle,
      type: 'trilha_flashcard',
      completed,
      model_type: 'TrilhaFlashcard',
      link: trackLink(trackIds[index]),
      restricted: false,
      apostila: null,
      data,
    });
    expect(tracks).toEqual([
      trackTask(0, 'Trilha de Flashcards', null, false, {
        status: 'em_progresso',
        percentage: 50,
        total: 4,
        answered: 2,
      }),
      trackTask(1, 'Revisão', 'Pontos-chave', true, { status: 'concluido', percentage: 100, total: 2, answered: 2 }),
      trackTask(2, 'Vazia', null, false, { status: 'nao_iniciado', percentage: 0, total: 0, answered: 0 }),
    ]);
    const [untitled, , empty] = pio.trilhasFlashcard;
    expect(untitled).toMatchObject({ titulo: 'Trilha de Flashcards', status: 'Em andamento', total_flashcards: 4 });
    expect(untitled).toMatchObject({ flashcards_respondidos: 2, progresso_count: 2 });
    expect(untitled?.flashcards.todos.map((card) => card.frente)).toEqual([
      'Frente 1',
      'Frente 2',
      'Frente 3',
      'Frente 4',
    ]);
    expect(untitled?.flashcards.respondidos.todos.map((card) => card.frente)).toEqual(['Frente 1', 'Frente 3']);
    expect(untitled?.flashcards.respondidos.por_resposta).toEqual({
      errei: [{ id: expect.any(Number), frente: 'Frente 1', verso: 'Verso 1' }],
      dificil: [],
      bom: [{ id: expect.any(Number), frente: 'Frente 3', verso: 'Verso 3' }],
      facil: [],
    });
    expect(untitled?.flashcards.nao_respondidos.map((card) => card.frente)).toEqual(['Frente 2', 'Frente 4']);
    expect(empty).toMatchObject({ titulo: 'Vazia', status: 'Nova', total_flashcards: 0 });
  });

  it('links neighbouring modules, and answers an empty module', async () => {
    const middle = await modulePage(open, 1);
    expect([middle.previous_module_id, middle.next_module_id]).toEqual([open.modules[0]?.id, open.modules[2]?.id]);
    const last = await modulePage(open, 2);
    expect([last.previous_module_id, last.next_module_id, last.lessons]).toEqual([open.modules[1]?.id, null, []]);
  });

  it('shows a locked course with its lessons redacted, except free previews', async () => {
    const detail = (await client.get(`/api/courses/${locked.uuid}`)).json();
    expect(detail).toMatchObject({
      access: false,
      purchase_url: 'https://pay.example.com/retina',
      oferta: { label: 'Adquira o curso' },
    });
    const page = await modulePage(locked, 0);
    expect(page.course).toMatchObject({ access: false, purchase_url: 'https://pay.example.com/retina' });
    const [preview, closed] = page.lessons as [Lesson, Lesson];
    expect(preview).toMatchObject({ access: true, video_external_id: '76979871', body: 'Texto da aula Aula aberta.' });
    expect(closed).toMatchObject({ access: false, video_external_id: null, video_url: null, body: '', drm_info: null });
    expect(closed.tasks.map((task) => [task.type, task.restricted, task.apostila, task.link])).toEqual([
      ['apostila', true, null, null],
      ['link', true, null, null],
      ['trilha_flashcard', true, null, null],
    ]);
    expect(closed.trilhasFlashcard[0]).toMatchObject({
      total_flashcards: 3,
      flashcards: { todos: [], nao_respondidos: [] },
    });
  });

  it("answers 404 for another producer's course or module, a missing one, or a module of another course", async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const urls = [
      `/api/courses/${foreign.uuid}`,
      moduleUrl(foreign, 0),
      `/api/courses/${missing}`,
      `/api/courses/${missing}/modules/${open.modules[0]?.id}`,
      `/api/courses/${locked.uuid}/modules/${open.modules[0]?.id}`,
      `/api/courses/${open.uuid}/modules/2147483647`,
    ];
    for (const url of urls) {
      const res = await client.get(url);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 404, 'common.not_found']);
    }
    expect((await stranger.get(`/api/courses/${open.uuid}`)).statusCode).toBe(404);
    expect((await stranger.get(moduleUrl(open, 0))).statusCode).toBe(404);
  });

  it.each(['not-a-uuid', '1', `${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(11)}`])(
    'answers 422 for the course id %s',
    async (id) => {
      expect((await client.get(`/api/courses/${id}`)).statusCode).toBe(422);
    },
  );

  it.each(['abc', '-1', '0', '1.5', '99999999999'])('answers 422 for the module id %s', async (id) => {
    const res = await client.get(`/api/courses/${open.uuid}/modules/${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('common.validation_failed');
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/courses/${open.uuid}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: moduleUrl(open, 0) })).statusCode).toBe(401);
  });
});
