import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { clearToasts } from '../../../lib/toast/show-toast.tsx';
import { routeFetch, sentCalls } from '../../../test/route-fetch.ts';
import { makeDay, todaysActivities } from '../activities/test/planner-fixtures.ts';
import { renderPlanner } from '../activities/test/planner-test-render.tsx';
import { PlannerTodaySlot } from './planner-today-slot.tsx';

const plan = { id: 7, exam_date: '2027-05-02', days_left: 110 };
const slow = { timeout: 5000 };

const renderSlot = () => renderPlanner(() => <PlannerTodaySlot />, '/');

describe('PlannerTodaySlot', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it("with a plan: today's first five activities with their open buttons, the rest and the plan a link away", async () => {
    routeFetch({ '/api/planner/today': jsonResponse({ plan, day: makeDay() }) });
    renderSlot();
    const section = within(await screen.findByRole('region', { name: 'Hoje no seu plano' }, slow));
    expect(section.getByText('Faltam 110 dias para a prova')).toBeInTheDocument();
    expect(section.getAllByRole('article')).toHaveLength(5);
    expect(section.queryByRole('article', { name: 'Simulado geral' })).not.toBeInTheDocument();
    expect(section.getByRole('link', { name: 'Assistir aula' })).toHaveAttribute(
      'href',
      '/courses/c-uuid/module/4?aula=31',
    );
    expect(section.getByRole('link', { name: 'Revisar erros' })).toHaveAttribute('href', '/flashcards/study?erros=1');
    expect(section.getByRole('link', { name: 'Ver as 6 atividades de hoje' })).toHaveAttribute(
      'href',
      '/planner/7/activities',
    );
    expect(section.getByRole('link', { name: 'Ver plano' })).toHaveAttribute('href', '/planner/7');
  });

  it("opens a question activity's practice session from home", async () => {
    const fetchMock = routeFetch({
      '/api/planner/today': jsonResponse({ plan, day: makeDay() }),
      'POST /api/planner/plans/7/activities/102/start': jsonResponse({ practice_session_id: 77 }),
    });
    const { router } = renderSlot();
    await userEvent.click(await screen.findByRole('button', { name: 'Resolver questões' }, slow));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=77'));
    expect(sentCalls(fetchMock)).toContain('POST /api/planner/plans/7/activities/102/start');
  });

  it('an auto-ticked activity says so; all done says so too', async () => {
    const done = todaysActivities()
      .slice(0, 2)
      .map((activity) => ({ ...activity, status: 'done' as const, done_by: 'auto' as const }));
    routeFetch({ '/api/planner/today': jsonResponse({ plan, day: makeDay({ activities: done }) }) });
    renderSlot();
    expect(await screen.findByText('Tudo feito por hoje!', undefined, slow)).toBeInTheDocument();
    expect(screen.getAllByText('Concluída automaticamente')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ver as 2 atividades de hoje' })).toBeInTheDocument();
  });

  it('a day off in the plan says so, with the plan a link away', async () => {
    routeFetch({ '/api/planner/today': jsonResponse({ plan, day: makeDay({ off: true, activities: [] }) }) });
    renderSlot();
    expect(await screen.findByText('Hoje é dia de folga no seu plano. Bom descanso!', undefined, slow));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver plano' })).toHaveAttribute('href', '/planner/7');
  });

  it('without a plan: the call to build one, leading to the onboarding', async () => {
    routeFetch({ '/api/planner/today': jsonResponse({ plan: null, day: null }) });
    renderSlot();
    const cta = within(await screen.findByRole('region', { name: 'Monte seu plano de estudos até a prova' }, slow));
    expect(cta.getByRole('link', { name: 'Montar meu plano' })).toHaveAttribute('href', '/planner/onboarding');
    expect(screen.queryByRole('region', { name: 'Hoje no seu plano' })).not.toBeInTheDocument();
  });

  it('shows nothing when the call fails (home keeps its other content)', async () => {
    const fetchMock = routeFetch({
      '/api/planner/today': jsonResponse({ error: { code: 'common.internal', message: 'Boom' } }, 500),
    });
    renderSlot();
    await vi.waitFor(() => expect(sentCalls(fetchMock)).toContain('GET /api/planner/today'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
