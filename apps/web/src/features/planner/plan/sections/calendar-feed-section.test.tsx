import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { renderPlan } from '../test/plan-test-render.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';

const feedUrl = 'https://app.test/api/planner/calendar/abc123.ics';

describe('CalendarFeedSection', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('makes a private link, shows it with the way to add it, and revokes it', async () => {
    const fetchMock = routeFetch({
      'POST /api/planner/plans/7/calendar': jsonResponse({ url: feedUrl }),
      'DELETE /api/planner/plans/7/calendar': new Response(null, { status: 204 }),
    });
    renderPlan(<CalendarFeedSection planId={7} feedActive={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Adicionar ao calendário' }));
    expect(await screen.findByLabelText('Link do seu calendário')).toHaveValue(feedUrl);
    expect(screen.getByRole('link', { name: 'Abrir no calendário' })).toHaveAttribute(
      'href',
      'webcal://app.test/api/planner/calendar/abc123.ics',
    );
    expect(screen.getByText(/Adicionar por URL/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar link' }));
    expect(await screen.findByRole('button', { name: 'Adicionar ao calendário' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Link do seu calendário')).not.toBeInTheDocument();
    expect(sentCalls(fetchMock)).toEqual([
      'POST /api/planner/plans/7/calendar',
      'DELETE /api/planner/plans/7/calendar',
    ]);
  });

  it('after a reload, says a link exists and offers a new one or to revoke it', async () => {
    const fetchMock = routeFetch({ 'DELETE /api/planner/plans/7/calendar': new Response(null, { status: 204 }) });
    renderPlan(<CalendarFeedSection planId={7} feedActive />);
    expect(await screen.findByText(/já recebe este plano/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gerar novo link' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revogar link' }));
    expect(await screen.findByRole('button', { name: 'Adicionar ao calendário' })).toBeInTheDocument();
    expect(sentCalls(fetchMock)).toEqual(['DELETE /api/planner/plans/7/calendar']);
  });
});
