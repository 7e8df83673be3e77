import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { mockMediaQueries } from '../../../test/media-query.ts';
import { routeFetch, sentCalls } from '../../../test/route-fetch.ts';
import { desktopQuery } from './calendar/plan-calendar.tsx';
import { PlanPage } from './plan-page.tsx';
import { daysBetween, makeSummary } from './test/plan-fixtures.ts';
import { renderPlan } from './test/plan-test-render.tsx';

const daysAnswer = ({ url }: { url: URL }) =>
  jsonResponse({ days: daysBetween(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '') });

describe('PlanPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('on a phone: the exam, the days left, and a week whose late day says so in words and opens its activities', async () => {
    mockMediaQueries({ [desktopQuery]: false });
    const fetchMock = routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary()),
      '/api/planner/plans/7/days': daysAnswer,
    });
    renderPlan(<PlanPage id={7} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Seu plano de estudos' })).toBeInTheDocument();
    expect(screen.getByText('Prova: ENARE, USP-SP')).toBeInTheDocument();
    expect(screen.getByText('Faltam 108 dias')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Atividades de hoje/ })).toHaveAttribute('href', '/planner/7/activities');
    const week = await screen.findByTestId('plan-week');
    const days = within(week).getAllByRole('link');
    expect(days).toHaveLength(6);
    const late = days.find((day) => day.getAttribute('href')?.endsWith('dia=2026-11-25'));
    expect(late).toHaveTextContent('Atrasado');
    expect(late).toHaveTextContent('2h30 de 3h · 50 min feito');
    expect(screen.getByText('22/11 a 28/11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semana anterior' })).toBeDisabled();
    expect(sentCalls(fetchMock)).toContain('GET /api/planner/plans/7/days?from=2026-11-23&to=2026-11-28');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima semana' }));
    expect(await screen.findByText('29/11 a 05/12')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(screen.getByTestId('plan-week')).getAllByRole('link')).toHaveLength(7));
    expect(within(screen.getByTestId('plan-week')).getAllByRole('link')[0]).toHaveTextContent('Folga');
    expect(screen.queryByTestId('plan-month')).not.toBeInTheDocument();
  });

  it('on a desktop: the month, and back to a week when the window narrows', async () => {
    const media = mockMediaQueries({ [desktopQuery]: true });
    const fetchMock = routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary()),
      '/api/planner/plans/7/days': daysAnswer,
    });
    renderPlan(<PlanPage id={7} />);
    const month = await screen.findByTestId('plan-month');
    expect(screen.getByText('Novembro de 2026')).toBeInTheDocument();
    await vi.waitFor(() => expect(within(month).getAllByRole('link')).toHaveLength(13));
    expect(sentCalls(fetchMock)).toContain('GET /api/planner/plans/7/days?from=2026-11-23&to=2026-12-05');
    expect(screen.getByRole('button', { name: 'Próximo mês' })).toBeEnabled();
    media.set(desktopQuery, false);
    expect(await screen.findByTestId('plan-week')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-month')).not.toBeInTheDocument();
  });

  it('shows coverage and why each grande área gets its share', async () => {
    mockMediaQueries();
    routeFetch({ '/api/planner/plans/7': jsonResponse(makeSummary()), '/api/planner/plans/7/days': daysAnswer });
    renderPlan(<PlanPage id={7} />);
    expect(await screen.findByText('Cobertura prevista até a prova: 92%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Cobertura prevista até a prova' })).toHaveAttribute(
      'aria-valuenow',
      '92',
    );
    const shares = screen.getAllByTestId('plan-share');
    expect(shares[0]).toHaveTextContent('Clínica Médica31% · 70h');
    expect(shares[0]).toHaveTextContent('Incidência nas suas provas 24% · seu acerto 48% (banco de questões)');
    expect(shares[1]).toHaveTextContent('Incidência nas suas provas 16% · acerto: sem dados');
    expect(shares[2]).toHaveTextContent('Incidência nas suas provas 20% · seu nível pela autoavaliação');
  });

  it('not enough time: how much is missing, what was left out, and what to do', async () => {
    mockMediaQueries();
    const left_out = [
      { kind: 'lesson' as const, title: 'Dermatoses bolhosas', subject: 'Dermatologia', minutes: 40 },
      { kind: 'case' as const, title: 'Caso: prurido no idoso', subject: null, minutes: 25 },
    ];
    const summary = makeSummary({
      shortfall_minutes: 840,
      left_out,
      coverage: { planned_pct: 81, done_pct: 4, left_out_minutes: 840 },
    });
    routeFetch({ '/api/planner/plans/7': jsonResponse(summary), '/api/planner/plans/7/days': daysAnswer });
    renderPlan(<PlanPage id={7} />);
    const warning = await screen.findByRole('region', { name: 'Faltam 14h para caber tudo até a prova' });
    const items = within(within(warning).getByRole('list', { name: 'Conteúdo que ficou de fora' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Dermatoses bolhosas · Dermatologia · 40 min',
      'Caso: prurido no idoso · 25 min',
    ]);
    expect(warning).toHaveTextContent('aumente suas horas de estudo ou escolha uma data de prova mais tarde');
  });

  it('"Plano reajustado" lists what moved where until the learner closes it', async () => {
    mockMediaQueries();
    const last_replan = {
      at: '2026-11-26',
      moves: [
        { activity_id: 1, title: 'Aula: Insuficiência cardíaca', from: '2026-11-24', to: '2026-11-28' },
        { activity_id: 2, title: 'Questões de Nefrologia', from: '2026-11-25', to: null },
      ],
    };
    routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary({ last_replan })),
      '/api/planner/plans/7/days': daysAnswer,
    });
    renderPlan(<PlanPage id={7} />);
    const banner = await screen.findByRole('region', { name: 'Plano reajustado' });
    expect(within(banner).getByText('Aula: Insuficiência cardíaca: 24/11 → 28/11')).toBeInTheDocument();
    expect(within(banner).getByText('Questões de Nefrologia: 25/11 → não coube antes da prova')).toBeInTheDocument();
    await userEvent.click(within(banner).getByRole('button', { name: 'Fechar aviso de plano reajustado' }));
    expect(screen.queryByRole('region', { name: 'Plano reajustado' })).not.toBeInTheDocument();
    expect(localStorage.getItem('planner.replan-dismissed.7')).toBe('2026-11-26');
  });

  it('a re-plan older than a week shows no banner', async () => {
    mockMediaQueries();
    const last_replan = {
      at: '2026-11-10',
      moves: [{ activity_id: 1, title: 'Aula X', from: '2026-11-09', to: '2026-11-12' }],
    };
    routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary({ last_replan })),
      '/api/planner/plans/7/days': daysAnswer,
    });
    renderPlan(<PlanPage id={7} />);
    expect(await screen.findByText('Faltam 108 dias')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Plano reajustado' })).not.toBeInTheDocument();
  });

  it('lists the earlier plans with their dates and done counts, and re-plans on demand', async () => {
    mockMediaQueries();
    const history = {
      plans: [
        {
          id: 7,
          status: 'active',
          created_at: '2026-11-23T10:00:00.000Z',
          archived_at: null,
          start_date: '2026-11-23',
          exam_date: '2027-03-15',
          institutions: [{ id: 1, desc: 'ENARE' }],
          activities: 400,
          done: 12,
        },
        {
          id: 3,
          status: 'archived',
          created_at: '2026-09-01T10:00:00.000Z',
          archived_at: '2026-11-23T10:00:00.000Z',
          start_date: '2026-09-01',
          exam_date: '2027-01-10',
          institutions: [{ id: 2, desc: 'USP-SP' }],
          activities: 40,
          done: 12,
        },
      ],
    };
    const fetchMock = routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary()),
      '/api/planner/plans/7/days': daysAnswer,
      '/api/planner/plans': jsonResponse(history),
      'POST /api/planner/plans/7/replan': jsonResponse(makeSummary({ days_left: 107 })),
    });
    renderPlan(<PlanPage id={7} />);
    const section = await screen.findByRole('region', { name: 'Outros planos' });
    const links = within(section).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/planner/3');
    expect(links[0]).toHaveTextContent('Plano anterior · USP-SP01/09/2026 a 10/01/2027 · 12 de 40 atividades feitas');
    await userEvent.click(screen.getByRole('button', { name: 'Reajustar agora' }));
    await vi.waitFor(() => expect(sentCalls(fetchMock)).toContain('POST /api/planner/plans/7/replan'));
  });

  it('an archived plan is history: read-only, without settings, re-plan or calendar feed', async () => {
    mockMediaQueries();
    routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary({ status: 'archived' })),
      '/api/planner/plans/7/days': daysAnswer,
    });
    renderPlan(<PlanPage id={7} />);
    expect(await screen.findByText(/substituído por um novo/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajustar plano' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reajustar agora' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar ao calendário' })).not.toBeInTheDocument();
  });

  it('an unknown or another learner’s plan shows "Plano não encontrado" with the way to the onboarding', async () => {
    mockMediaQueries();
    routeFetch({
      '/api/planner/plans/99': jsonResponse({ error: { code: 'planner.not_found', message: 'Not found' } }, 404),
    });
    renderPlan(<PlanPage id={99} />, '/planner/99');
    const alert = await screen.findByTestId('plan-not-found');
    expect(within(alert).getByRole('heading', { name: 'Plano não encontrado' })).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Montar meu plano' })).toHaveAttribute(
      'href',
      '/planner/onboarding',
    );
  });
});
