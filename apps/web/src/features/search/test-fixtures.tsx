import type { Course, CourseSearchResponse, LessonHit, SearchResponse } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

const courseUuid = '0b7d7a3e-4a8f-4c39-9d0c-2f1a7a2b9c11';

export function courseFixture(patch: Partial<Course> = {}): Course {
  return {
    uuid: courseUuid,
    kind: 'courses',
    name: 'Glaucoma Essencial',
    description: 'Do diagnóstico ao tratamento.',
    popularity: 10,
    image_uri: '/covers/glaucoma.jpg',
    hero_image_uri: '/heroes/glaucoma.jpg',
    purchase_url: null,
    duration_in_hours: 12,
    trailer_vimeo_id: null,
    total_videos: 24,
    attachments: 2,
    modules: 4,
    access: true,
    access_kind: 'compra',
    access_ends_at: null,
    horas: '12h',
    aula: 24,
    modulo: 4,
    oferta: null,
    categories: [],
    featured: false,
    progress: 0,
    ...patch,
  };
}

export function lessonHitFixture(id: number, patch: Partial<LessonHit> = {}): LessonHit {
  return {
    id,
    title: `Glaucoma primário de ângulo aberto ${id}`,
    snippet: 'A pressão intraocular elevada é o principal fator de risco do glaucoma.',
    course_uuid: courseUuid,
    course_name: 'Glaucoma Essencial',
    course_kind: 'courses',
    module_id: 3,
    module_title: 'Diagnóstico',
    access: true,
    watched: false,
    link: `/courses/${courseUuid}/module/3?aula=${id}`,
    ...patch,
  };
}

/** A page of results: `total` lessons in all, this page holding `hits`. */
export function lessonsPage(hits: LessonHit[], total = hits.length, page = 1, perPage = 20) {
  return { page, total_pages: Math.max(1, Math.ceil(total / perPage)), total_results: total, results: hits };
}

export const searchAnswer = (query: string, courses: Course[], lessons: SearchResponse['lessons']): SearchResponse => ({
  query,
  courses,
  lessons,
});
export const courseSearchAnswer = (query: string, lessons: CourseSearchResponse['lessons']): CourseSearchResponse => ({
  query,
  lessons,
});

/** Renders inside a memory router and a fresh QueryClient (no retries); wait with findBy*. */
export function renderWithProviders(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => <QueryClientProvider client={client}>{ui}</QueryClientProvider>,
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(<RouterProvider router={router} />);
}

export { courseUuid };
