import type { CourseDetail } from '@members/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { courseKeys, courseQueryOptions, useCourseName } from './courses.ts';

afterEach(() => vi.unstubAllGlobals());

describe('course reads', () => {
  it('every course key sits under the learner prefix that sign-in clears', () => {
    for (const key of [
      courseKeys.list({ page: 1, per_page: 20 }),
      courseKeys.detail('c1'),
      courseKeys.progress(),
      courseKeys.categories('courses'),
      courseKeys.module('c1', 7),
    ]) {
      expect(key.slice(0, 2)).toEqual(['user', 'courses']);
    }
  });

  it("the search's course name is read from the course's own cache entry, not fetched again", async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(courseQueryOptions('c1').queryKey, { name: 'Clínica médica' } as CourseDetail);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCourseName('c1'), { wrapper });
    await waitFor(() => expect(result.current.data).toBe('Clínica médica'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
