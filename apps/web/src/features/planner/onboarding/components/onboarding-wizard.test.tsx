import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { useOnboardingDraftStore } from '../logic/draft-store.ts';
import { courseA, makeOptions, makePlan } from '../test/onboarding-fixtures.ts';
import { plannerFetch, renderOnboarding } from '../test/render-onboarding.tsx';

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Continuar' }));
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** Steps 1–3 answered: ENARE, the exam on 01/03/2027, the preset hours; the wizard then shows "O que incluir". */
async function answerFirstSteps(user: UserEvent) {
  await user.type(await screen.findByRole('searchbox', { name: 'Buscar prova' }), 'ena{Enter}');
  expect(screen.getByRole('button', { name: 'Remover ENARE' })).toBeInTheDocument();
  await next(user);
  await stepHeading('Datas');
  await user.type(screen.getByLabelText('Data da prova'), '01/03/2027{Enter}');
  expect(screen.getByRole('status')).toHaveTextContent('94 dias até a prova · 13 semanas');
  await next(user);
  await stepHeading('Horas por dia da semana');
  await user.click(screen.getByRole('button', { name: 'Seg–Sex 3h, Sáb 5h, Dom livre' }));
  expect(screen.getByText('Total na semana: 20h')).toBeInTheDocument();
  await next(user);
  await stepHeading('O que incluir');
}

describe('the onboarding wizard', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => useOnboardingDraftStore.setState({ drafts: {} }));

  it('walks the six steps and sends the answers; without a shortfall it opens the new plan', async () => {
    const user = userEvent.setup();
    const { bodies } = plannerFetch({
      'GET /api/planner/options': jsonResponse(makeOptions()),
      'POST /api/planner/plans': jsonResponse({ plan: makePlan() }, 201),
    });
    const { router } = renderOnboarding();
    expect(await screen.findByText('Passo 1 de 6')).toBeInTheDocument();
    await answerFirstSteps(user);
    await user.click(screen.getByRole('checkbox', { name: /Reta final/ }));
    await user.click(screen.getByRole('checkbox', { name: /Simulados/ }));
    await next(user);
    await stepHeading('Nível por grande área');
    await user.click(screen.getByRole('radio', { name: /Autoavaliação/ }));
    const clinic = within(screen.getByRole('group', { name: 'Clínica Médica' }));
    await user.click(clinic.getByRole('radio', { name: 'Fraco' }));
    await next(user);
    await stepHeading('Resumo');
    expect(screen.getByText('Passo 6 de 6')).toBeInTheDocument();
    expect(screen.getByText('ENARE')).toBeInTheDocument();
    expect(screen.getByText('01/03/2027')).toBeInTheDocument();
    expect(screen.getByText('Autoavaliação de 1 grande área')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Criar plano' }));

    expect(await screen.findByText('plan 42')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/planner/42');
    expect(bodies['POST /api/planner/plans']).toEqual([
      {
        institution_ids: [7],
        exam_date: '2027-03-01',
        start_date: '2026-11-27',
        weekday_minutes: [0, 180, 180, 180, 180, 180, 300],
        days_off: [],
        include: { course_ids: [courseA], questions: true, flashcards: true, cases: true, simulados: false },
        self_ratings: [{ category_id: 10, rating: 2 }],
        diagnostic: [],
      },
    ]);
    expect(useOnboardingDraftStore.getState().drafts).toEqual({});
  });

  it('stops at an unanswered step, keeps answers going back and forth, and resumes after a reload', async () => {
    const user = userEvent.setup();
    plannerFetch({ 'GET /api/planner/options': jsonResponse(makeOptions()) });
    const first = renderOnboarding();
    await stepHeading('Provas-alvo');
    await next(user);
    expect(screen.getByText('Preencha o campo “Provas-alvo”.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /USP-SP/ }));
    await next(user);
    await stepHeading('Datas');
    await next(user);
    // The focus moves on the next frame, once the issue is on the screen.
    await waitFor(() => expect(screen.getByLabelText('Data da prova')).toHaveFocus());
    await user.type(screen.getByLabelText('Data da prova'), '27/11/2026');
    await user.tab();
    await next(user);
    expect(screen.getByText('A data da prova já passou. Escolha uma data a partir de amanhã.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await stepHeading('Provas-alvo');
    expect(screen.getByRole('checkbox', { name: /USP-SP/ })).toBeChecked();
    await next(user);
    expect(screen.getByLabelText('Data da prova')).toHaveValue('27/11/2026');

    first.view.unmount();
    renderOnboarding();
    await stepHeading('Datas');
    expect(screen.getByLabelText('Data da prova')).toHaveValue('27/11/2026');
  });

  it('sends a learner with an active plan on to it, unless a new plan is asked for', async () => {
    plannerFetch({ 'GET /api/planner/options': jsonResponse(makeOptions({ active_plan_id: 5 })) });
    const { router } = renderOnboarding();
    expect(await screen.findByText('plan 5')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/planner/5');
  });

  it('tells when the time cannot hold everything, with what was left out, before the plan', async () => {
    const user = userEvent.setup();
    plannerFetch({
      'GET /api/planner/options': jsonResponse(makeOptions({ active_plan_id: 5 })),
      'POST /api/planner/plans': jsonResponse(
        {
          plan: makePlan({
            shortfall_minutes: 750,
            left_out: [
              { kind: 'lesson', title: 'Aula 12: Hepatites', subject: 'Clínica Médica', minutes: 45 },
              { kind: 'case', title: 'Caso: dor torácica', subject: null, minutes: 30 },
            ],
          }),
        },
        201,
      ),
    });
    renderOnboarding({ replacing: true });
    expect(await screen.findByText('Você já tem um plano ativo; o novo substitui o atual.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o plano atual' })).toHaveAttribute('href', '/planner/5');
    await answerFirstSteps(user);
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Criar plano' }));

    const notice = within(await screen.findByRole('region', { name: 'O tempo não dá para tudo' }));
    expect(notice.getByText(/Faltam 12h30 para caber todo o conteúdo/)).toBeInTheDocument();
    expect(notice.getByText('Aula 12: Hepatites')).toBeInTheDocument();
    expect(notice.getByText('Caso: dor torácica')).toBeInTheDocument();
    expect(notice.getByRole('link', { name: 'Ver meu plano' })).toHaveAttribute('href', '/planner/42');
    expect(useOnboardingDraftStore.getState().drafts).toEqual({});
  });

  it('leads a refusal back to the step it belongs to, under its field', async () => {
    const user = userEvent.setup();
    plannerFetch({
      'GET /api/planner/options': jsonResponse(makeOptions()),
      'POST /api/planner/plans': jsonResponse(
        {
          error: {
            code: 'common.validation_failed',
            message: 'Validation failed',
            fields: [{ path: 'weekday_minutes.6', message: 'field.too_large' }],
          },
        },
        422,
      ),
    });
    renderOnboarding();
    await answerFirstSteps(user);
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Criar plano' }));
    await stepHeading('Horas por dia da semana');
    expect(screen.getByRole('combobox', { name: 'Horas: Sábado' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(screen.getByRole('group', { name: 'Sábado' })).getByText('Valor grande demais.')).toBeInTheDocument();
  });

  it('shows a plan-level refusal translated at its step', async () => {
    const user = userEvent.setup();
    plannerFetch({
      'GET /api/planner/options': jsonResponse(makeOptions()),
      'POST /api/planner/plans': jsonResponse(
        { error: { code: 'planner.nothing_included', message: 'Nothing to plan' } },
        422,
      ),
    });
    renderOnboarding();
    await answerFirstSteps(user);
    await next(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Criar plano' }));
    await stepHeading('O que incluir');
    expect(screen.getByRole('alert')).toHaveTextContent('Escolha ao menos um conteúdo para o plano.');
    expect(screen.getByText('Passo 4 de 6')).toBeInTheDocument();
  });
});
