import type { AssistantCitation, AssistantInfo, AssistantMessage } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  parseSearchWith,
  RouterProvider,
  stringifySearchWith,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** For unit tests: `ui` at every path of a memory router (links resolve), with a fresh QueryClient. */
export function renderWithRouter(ui: ReactNode, path = '/courses') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={client}>
        {ui}
        <Outlet />
      </QueryClientProvider>
    ),
  });
  const rest = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([rest]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: parseSearchWith((value) => value),
    stringifySearch: stringifySearchWith((value) => JSON.stringify(value)),
  });
  render(<RouterProvider router={router} />);
  return { client, router };
}

/** A text/event-stream answer whose body arrives in the given pieces (cut anywhere). */
export function sseResponse(pieces: readonly string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

export const sseEvent = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

export const conversationId = '5f0c1f3e-7a52-4d0e-9c1b-2b8f6a4d9e10';
export const courseId = '0b6f2a8e-2f5c-4b8e-9f51-3d2a1c0e7b11';

export function makeInfo(fields: Partial<AssistantInfo> = {}): AssistantInfo {
  return {
    name: 'Íris',
    image_url: null,
    answerer: 'extractive',
    daily_limit: 40,
    used_today: 3,
    max_question_length: 1000,
    suggestions: ['Qual a conduta no glaucoma agudo?'],
    ...fields,
  };
}

export function makeCitation(fields: Partial<AssistantCitation> = {}): AssistantCitation {
  return {
    n: 1,
    kind: 'lesson',
    title: 'Glaucoma agudo',
    excerpt: 'A pressão intraocular sobe de repente.',
    course_id: courseId,
    module_id: 4,
    lesson_id: 31,
    seconds: null,
    apostila_id: null,
    page: null,
    question_id: null,
    case_id: null,
    flashcard_id: null,
    ...fields,
  };
}

export function makeMessage(fields: Partial<AssistantMessage> = {}): AssistantMessage {
  return {
    id: 1,
    role: 'assistant',
    text: '',
    context: null,
    citations: [],
    answerer: 'extractive',
    flags: [],
    created_at: '2026-11-27T10:00:00.000Z',
    ...fields,
  };
}
