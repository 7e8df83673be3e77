import type { Course, CourseDetail, UserCourseProgressItem } from '@members/contract';

/** For unit tests: a course as GET /api/courses lists it (accessible, not started, no category). */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    uuid: '3f1c1e0a-0000-4000-8000-000000000001',
    kind: 'courses',
    name: 'Catarata: do diagnóstico à cirurgia',
    description: 'Facoemulsificação passo a passo.',
    popularity: 50,
    image_uri: '/api/files/covers/catarata.jpg',
    hero_image_uri: '/api/files/covers/catarata-hero.jpg',
    purchase_url: null,
    duration_in_hours: 12.5,
    trailer_vimeo_id: null,
    total_videos: 24,
    attachments: 2,
    modules: 6,
    access: true,
    access_kind: 'compra',
    access_ends_at: null,
    horas: '12h 30min',
    aula: 24,
    modulo: 6,
    oferta: null,
    categories: [],
    featured: false,
    progress: 0,
    ...overrides,
  };
}

export function makeProgressItem(overrides: Partial<UserCourseProgressItem> = {}): UserCourseProgressItem {
  return {
    id: '3f1c1e0a-0000-4000-8000-000000000001',
    kind: 'courses',
    title: 'Catarata: do diagnóstico à cirurgia',
    description: 'Facoemulsificação passo a passo.',
    backdrop_path: '/api/files/covers/catarata-hero.jpg',
    poster_path: '/api/files/covers/catarata.jpg',
    popularity: 50,
    purchase_url: null,
    duration_in_hours: 12.5,
    access_status: 'liberado',
    total_aulas: 24,
    total_aulas_assistidas: 6,
    total_trilhas: 0,
    total_trilhas_flashcards: 1,
    total_tasks: 4,
    tasks_completed: 1,
    last_watched_lesson_link: '/courses/3f1c1e0a-0000-4000-8000-000000000001/module/7?aula=31',
    total_apostilas: 2,
    order: 1,
    ...overrides,
  };
}

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const { modules: _modules, attachments: _attachments, ...course } = makeCourse();
  return {
    ...course,
    modules: [
      {
        id: 7,
        title: 'Avaliação pré-operatória',
        description: 'Biometria e escolha da LIO.',
        position: 1,
        total_aulas: 4,
        total_aulas_assistidas: 4,
        duration_in_minutes: 95,
      },
      {
        id: 8,
        title: 'Técnica de facoemulsificação',
        description: 'Capsulorrexe, hidrodissecção e faco.',
        position: 2,
        total_aulas: 6,
        total_aulas_assistidas: 2,
        duration_in_minutes: 140,
      },
    ],
    attachments: [
      {
        id: 3,
        nome: 'Apostila completa de catarata',
        file_name: 'catarata.pdf',
        tamanho: 1_258_291,
        content_type: 'application/pdf',
        download_url: '/api/apostilas/3/download',
      },
    ],
    total_aulas_assistidas: 6,
    last_watched_lesson_link: '/courses/3f1c1e0a-0000-4000-8000-000000000001/module/8?aula=40',
    ...overrides,
  };
}
