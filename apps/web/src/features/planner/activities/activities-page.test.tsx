import type { PlanDay } from '@members/contract';
import { focusManager } from '@tanstack/react-query';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { clearToasts } from '../../../lib/toast/show-toast.tsx';
import { routeFetch, sentCalls } from '../../../test/route-fetch.ts';
import { ActivitiesPage } from './activities-page.tsx';
import { makeActivity, makeDay, makeSummary } from './test/planner-fixtures.ts';
import { renderPlanner } from './test/planner-test-render.tsx';

const summaryPath = '/api/planner/plans/7';
const daysPath = '/api/planner/plans/7/days';
const slow = { timeout: 5000 };

/** The days call answering the day it is asked for. */
const daysAnswer =
  (dayOf: (date: string) => PlanDay) =>
  ({ url }: { url: URL }) =>
    jsonResponse({ days: [dayOf(url.searchParams.get('from') ?? '')] });

function renderActivities(path = '/planner/7/activities') {
  return renderPlanner(
    ({ search }) => <ActivitiesPage planId={7} day={typeof search.dia === 'string' ? search.dia : undefined} />,
    path,
  );
}

const activity = (title: string) => within(screen.getByRole('article', { name: title }));

describe('ActivitiesPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it("shows today's activities in order, with their kind, subject, minutes, state and the day's load", async () => {
    const fetchMock = routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: daysAnswer((date) => makeDay({ date })),
    });
    renderActivities();
    expect(await screen.findByRole('heading', { level: 1, name: 'Atividades do dia' }, slow)).toBeInTheDocument();
    const titles = (await screen.findAllByRole('article')).map((item) => item.getAttribute('aria-labelledby'));
    expect(titles).toHaveLength(6);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Insuficiência cardíaca: diagnóstico e classificação',
      'Questões de cardiologia',
      'Revisão de flashcards',
      'Caderno de erros',
      'Dor torácica no pronto-socorro',
      'Simulado geral',
    ]);
    expect(activity('Questões de cardiologia').getByText('Questões · Cardiologia · 50 min')).toBeInTheDocument();
    expect(activity('Simulado geral').getByText('Simulado · 4h')).toBeInTheDocument();
    expect(activity('Simulado geral').getByTestId('activity-status')).toHaveTextContent('Pendente');
    expect(screen.getByTestId('day-load')).toHaveTextContent('1h45 de 2h');
    expect(screen.getByTestId('day-done')).toHaveTextContent('0 de 6 concluídas');
    expect(screen.getByText('Hoje')).toBeInTheDocument();
    expect(sentCalls(fetchMock)).toContain(`GET ${daysPath}?from=2027-01-12&to=2027-01-12`);
  });

  it('each main button leads to the exact work', async () => {
    routeFetch({ [summaryPath]: jsonResponse(makeSummary()), [daysPath]: daysAnswer((date) => makeDay({ date })) });
    renderActivities();
    const lesson = await screen.findByRole('link', { name: 'Assistir aula' }, slow);
    expect(lesson).toHaveAttribute('href', '/courses/c-uuid/module/4?aula=31');
    expect(activity('Revisão de flashcards').getByRole('link', { name: 'Revisar flashcards' })).toHaveAttribute(
      'href',
      '/flashcards/study',
    );
    expect(activity('Caderno de erros').getByRole('link', { name: 'Revisar erros' })).toHaveAttribute(
      'href',
      '/flashcards/study?erros=1',
    );
    expect(screen.getByRole('link', { name: 'Abrir caso' })).toHaveAttribute('href', '/casos-clinicos/5');
    expect(screen.getByRole('link', { name: 'Fazer simulado' })).toHaveAttribute(
      'href',
      '/questoes/simulado/detalhes/9',
    );
    expect(screen.getByRole('link', { name: 'Ver plano' })).toHaveAttribute('href', '/planner/7');
  });

  it('a question activity starts its session once, and a second click opens the same session', async () => {
    const fetchMock = routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: daysAnswer((date) => makeDay({ date })),
      [`POST ${daysPath.replace('days', 'activities')}/102/start`]: jsonResponse({ practice_session_id: 77 }),
    });
    const { router } = renderActivities();
    await userEvent.click(await screen.findByRole('button', { name: 'Resolver questões' }, slow));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=77'));
    await act(() => router.history.back());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/planner/7/activities'));
    await userEvent.click(await screen.findByRole('button', { name: 'Resolver questões' }));
    await vi.waitFor(() => expect(router.state.location.href).toBe('/questoes/treino-livre?sessao=77'));
    expect(sentCalls(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/planner/plans/7/activities/102/start',
    ]);
  });

  it('Concluir ticks at once, Desfazer unticks, Pular skips: each sent as the new status', async () => {
    const bodies: unknown[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The API's side: the lesson as the last PUT left it.
    let lesson = makeActivity();
    routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: daysAnswer((date) => makeDay({ date, activities: [lesson] })),
      'PUT /api/planner/plans/7/activities/101': async ({ body }) => {
        bodies.push(body);
        await held;
        const status = (body as { status: 'pending' | 'done' | 'skipped' }).status;
        lesson = makeActivity({ status, done_by: status === 'done' ? 'manual' : null });
        return jsonResponse(lesson);
      },
    });
    renderActivities();
    const title = 'Insuficiência cardíaca: diagnóstico e classificação';
    await screen.findByRole('article', { name: title }, slow);
    await userEvent.click(activity(title).getByRole('button', { name: 'Concluir' }));
    // Before the API answers: ticked on screen, and counted.
    expect(activity(title).getByTestId('activity-status')).toHaveTextContent('Concluída');
    expect(screen.getByTestId('day-done')).toHaveTextContent('1 de 1 concluída');
    release();
    await userEvent.click(await activity(title).findByRole('button', { name: 'Desfazer' }));
    expect(activity(title).getByTestId('activity-status')).toHaveTextContent('Pendente');
    await userEvent.click(await activity(title).findByRole('button', { name: 'Pular' }));
    expect(activity(title).getByTestId('activity-status')).toHaveTextContent('Pulada');
    await vi.waitFor(() => expect(bodies).toEqual([{ status: 'done' }, { status: 'pending' }, { status: 'skipped' }]));
  });

  it('a refused tick rolls back and says why in a toast', async () => {
    routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: daysAnswer((date) => makeDay({ date })),
      'PUT /api/planner/plans/7/activities/105': jsonResponse(
        { error: { code: 'planner.plan_archived', message: 'Archived' } },
        409,
      ),
    });
    renderActivities();
    const title = 'Dor torácica no pronto-socorro';
    await screen.findByRole('article', { name: title }, slow);
    await userEvent.click(activity(title).getByRole('button', { name: 'Concluir' }));
    expect(await screen.findByText(/Não foi possível atualizar a atividade\./, undefined, slow)).toBeInTheDocument();
    expect(activity(title).getByTestId('activity-status')).toHaveTextContent('Pendente');
    expect(activity(title).getByRole('button', { name: 'Concluir' })).toBeInTheDocument();
    expect(screen.getByTestId('day-done')).toHaveTextContent('0 de 6 concluídas');
  });

  it('an auto-ticked activity says so and has no Desfazer; a past day shows late and moved work', async () => {
    const pastDay = makeDay({
      date: '2027-01-11',
      activities: [
        makeActivity({ id: 1, date: '2027-01-11', title: 'Aula assistida', status: 'done', done_by: 'auto' }),
        makeActivity({ id: 2, date: '2027-01-11', title: 'Aula que ficou', moved_from: '2027-01-10' }),
      ],
    });
    routeFetch({ [summaryPath]: jsonResponse(makeSummary()), [daysPath]: jsonResponse({ days: [pastDay] }) });
    renderActivities('/planner/7/activities?dia=2027-01-11');
    const auto = within(await screen.findByRole('article', { name: 'Aula assistida' }, slow));
    expect(auto.getByTestId('activity-status')).toHaveTextContent('Concluída automaticamente');
    expect(auto.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument();
    expect(activity('Aula que ficou').getByTestId('activity-status')).toHaveTextContent('Atrasada');
    expect(activity('Aula que ficou').getByText('Movida de 10/01')).toBeInTheDocument();
    expect(screen.getByTestId('day-done')).toHaveTextContent('1 de 2 concluídas');
  });

  it('moves day by day, and a date before the plan shows its first day with the reason', async () => {
    const fetchMock = routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: daysAnswer((date) =>
        makeDay({ date, activities: [makeActivity({ date, title: `Aula de ${date}` })] }),
      ),
    });
    renderActivities('/planner/7/activities?dia=2026-12-01');
    expect(await screen.findByText('Seu plano começa em 10/01/2027: mostramos o primeiro dia.', undefined, slow));
    expect(await screen.findByRole('article', { name: 'Aula de 2027-01-10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dia anterior' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Próximo dia' }));
    expect(await screen.findByRole('article', { name: 'Aula de 2027-01-11' })).toBeInTheDocument();
    expect(screen.queryByText(/Seu plano começa/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dia anterior' })).toHaveAttribute(
      'href',
      '/planner/7/activities?dia=2027-01-10',
    );
    expect(sentCalls(fetchMock)).toContain(`GET ${daysPath}?from=2027-01-11&to=2027-01-11`);
  });

  it('coming back to the tab asks the day again: work done elsewhere shows ticked', async () => {
    let ticked = false;
    routeFetch({
      [summaryPath]: jsonResponse(makeSummary()),
      [daysPath]: () =>
        jsonResponse({
          days: [
            makeDay({
              activities: [makeActivity({ status: ticked ? 'done' : 'pending', done_by: ticked ? 'auto' : null })],
            }),
          ],
        }),
    });
    renderActivities();
    const lesson = 'Insuficiência cardíaca: diagnóstico e classificação';
    await screen.findByRole('article', { name: lesson }, slow);
    ticked = true;
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await vi.waitFor(() =>
      expect(activity(lesson).getByTestId('activity-status')).toHaveTextContent('Concluída automaticamente'),
    );
    act(() => focusManager.setFocused(undefined));
  });

  it('an unknown plan, or another learner’s, shows the not-found state with the way to a new plan', async () => {
    routeFetch({});
    renderActivities();
    expect(await screen.findByRole('heading', { name: 'Plano não encontrado' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Montar meu plano' })).toHaveAttribute('href', '/planner/onboarding');
  });

  it('an archived plan opens its activities but no longer ticks or skips them, and says why', async () => {
    routeFetch({
      [summaryPath]: jsonResponse(makeSummary({ status: 'archived' })),
      [daysPath]: daysAnswer((date) => makeDay({ date })),
    });
    renderActivities();
    expect(await screen.findByText(/Este plano foi substituído por um novo/, undefined, slow)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Assistir aula' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Concluir' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pular' })).not.toBeInTheDocument();
  });
});
