import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { SearchLink } from './search-link.tsx';

describe('SearchLink', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('is a "Buscar" link to /search, marked current there', async () => {
    const rootRoute = createRootRoute({ component: SearchLink });
    const router = createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/search'] }),
    });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Buscar' });
    expect(link).toHaveAttribute('href', '/search');
    expect(link).toHaveAttribute('aria-current', 'page');
  });
});
