import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { mockMediaQueries } from '../../../../test/media-query.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { PlanPage } from '../plan-page.tsx';
import { daysBetween, makeSummary } from '../test/plan-fixtures.ts';
import { renderPlan } from '../test/plan-test-render.tsx';

const daysAnswer = ({ url }: { url: URL }) =>
  jsonResponse({ days: daysBetween(url.searchParams.get('from') ?? '', url.searchParams.get('to') ?? '') });

describe('the plan settings', () => {
  beforeAll(async () => {
    useTestLocale('pt-BR');
    // The dialog loads its form lazily: loaded here first, the tests time the dialog, not how long a loaded box
    // takes to transform the form's import graph (over the tests' 8 s wait once, on Node 24 in CI).
    await import('./settings-form.tsx');
  }, 60_000);

  it('sends the exam date, hours per weekday and days off, then shows the re-planned plan', async () => {
    mockMediaQueries();
    const sent: unknown[] = [];
    let current = makeSummary();
    const fetchMock = routeFetch({
      '/api/planner/plans/7': () => jsonResponse(current),
      '/api/planner/plans/7/days': daysAnswer,
      'PUT /api/planner/plans/7/settings': ({ body }) => {
        sent.push(body);
        current = makeSummary({ days_left: 120, exam_date: '2027-03-27' });
        return jsonResponse(current);
      },
    });
    renderPlan(<PlanPage id={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar plano' });
    const examDate = await within(dialog).findByLabelText('Data da prova', {}, { timeout: 8000 });
    expect(examDate).toHaveValue('15/03/2027');
    await userEvent.clear(examDate);
    await userEvent.type(examDate, '27/03/2027');
    await userEvent.tab();
    await userEvent.selectOptions(within(dialog).getByLabelText('Sábado'), '240');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover folga de 25/12/2026' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar e reajustar' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      exam_date: '2027-03-27',
      weekday_minutes: [0, 180, 180, 180, 180, 180, 240],
      days_off: [],
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Faltam 120 dias')).toBeInTheDocument();
    expect(
      sentCalls(fetchMock).filter((call) => call.startsWith('GET /api/planner/plans/7/days')).length,
    ).toBeGreaterThan(1);
  });

  it('a refusal from the API shows its translated reason and keeps the dialog open', async () => {
    mockMediaQueries();
    routeFetch({
      '/api/planner/plans/7': jsonResponse(makeSummary()),
      '/api/planner/plans/7/days': daysAnswer,
      'PUT /api/planner/plans/7/settings': jsonResponse(
        { error: { code: 'planner.no_study_time', message: 'No study time' } },
        422,
      ),
    });
    renderPlan(<PlanPage id={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Ajustar plano' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajustar plano' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Salvar e reajustar' }, { timeout: 8000 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Informe ao menos um dia da semana com horas de estudo.',
    );
  });
});
