import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { LoadErrorPanel } from './load-error-panel.tsx';

function renderInRouter(node: ReactNode) {
  const rootRoute = createRootRoute({ component: () => node });
  render(<RouterProvider router={createRouter({ routeTree: rootRoute, history: createMemoryHistory() })} />);
}

const locked = (data?: Record<string, string>) =>
  new ApiError({ code: 'access.area_locked', message: 'locked', status: 403, ...(data ? { data } : {}) });

describe('LoadErrorPanel of an area the learner has not bought', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says the area is not in the plan and links to the offers that unlock it, without a retry', async () => {
    renderInRouter(
      <LoadErrorPanel error={locked({ area: 'planner', offer_path: '/page/offers/abc-123' })} onRetry={() => {}} />,
    );
    expect(await screen.findByRole('status')).toHaveTextContent('não faz parte');
    expect(screen.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/page/offers/abc-123');
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows no link when no product that unlocks it is sold here', async () => {
    renderInRouter(<LoadErrorPanel error={locked({ area: 'planner' })} onRetry={() => {}} />);
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
