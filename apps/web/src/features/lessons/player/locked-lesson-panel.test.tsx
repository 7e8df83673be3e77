import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { LockedLessonPanel } from './locked-lesson-panel.tsx';

function renderPanel(purchaseUrl: string | null) {
  const rootRoute = createRootRoute({
    component: () => <LockedLessonPanel courseName="Intensivo R3" purchaseUrl={purchaseUrl} />,
  });
  render(<RouterProvider router={createRouter({ routeTree: rootRoute, history: createMemoryHistory() })} />);
}

describe('LockedLessonPanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('opens our own offers page in the app, in the same tab', async () => {
    renderPanel('/page/offers/5b8c1f0e-0000-4000-8000-000000000001');
    const link = await screen.findByRole('link');
    expect(link).toHaveAttribute('href', '/page/offers/5b8c1f0e-0000-4000-8000-000000000001');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a sales page elsewhere in a new tab', async () => {
    renderPanel('https://pay.hotmart.com/X123');
    const link = await screen.findByRole('link');
    expect(link).toHaveAttribute('href', 'https://pay.hotmart.com/X123');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
