import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { emptyDraft, type OnboardingDraft } from '../logic/draft.ts';
import { makeDiagnostic, makeOptions } from '../test/onboarding-fixtures.ts';
import { plannerFetch } from '../test/render-onboarding.tsx';
import { StepLevel } from './step-level.tsx';

/** The level step over a draft kept in state, shown in an output so a test can read what was saved. */
function Harness() {
  const [draft, setDraft] = useState<OnboardingDraft>(emptyDraft());
  return (
    <>
      <StepLevel
        draft={draft}
        update={(patch) => setDraft((current) => ({ ...current, ...patch }))}
        issues={{ fields: {}, step: null }}
        options={makeOptions()}
      />
      <output data-testid="saved">
        {JSON.stringify({ diagnostic: draft.diagnostic, ratings: draft.self_ratings })}
      </output>
    </>
  );
}

function renderLevel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

const saved = () => JSON.parse(screen.getByTestId('saved').textContent ?? '{}') as unknown;

describe('the level step', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('runs the diagnostic one question at a time without showing the answer, and may stop and resume', async () => {
    const user = userEvent.setup();
    plannerFetch({ 'GET /api/planner/diagnostic': jsonResponse(makeDiagnostic()) });
    renderLevel();
    expect(screen.getByRole('radio', { name: /Pular/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Diagnóstico rápido/ }));

    const quiz = within(await screen.findByRole('region', { name: 'Diagnóstico rápido' }));
    expect(quiz.getByText('1 de 2')).toBeInTheDocument();
    expect(quiz.getByText('Qual a primeira medida na cetoacidose diabética?')).toBeInTheDocument();
    expect(quiz.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await user.click(quiz.getByRole('radio', { name: /Hidratação com soro fisiológico/ }));
    expect(quiz.queryByText(/correta|incorreta/i)).not.toBeInTheDocument();
    await user.click(quiz.getByRole('button', { name: /Próxima/ }));
    expect(quiz.getByText('2 de 2')).toBeInTheDocument();
    await user.click(quiz.getByRole('button', { name: 'Anterior' }));
    expect(quiz.getByRole('radio', { name: /Hidratação/ })).toBeChecked();
    await user.click(quiz.getByRole('button', { name: /Próxima/ }));
    await user.click(quiz.getByRole('button', { name: 'Parar aqui' }));

    expect(screen.getByText(/Diagnóstico parado com 1 de 2 respostas/)).toBeInTheDocument();
    expect(saved()).toEqual({ diagnostic: { '501': 'B' }, ratings: {} });
    await user.click(screen.getByRole('button', { name: 'Continuar o diagnóstico' }));
    await user.click(screen.getByRole('button', { name: 'Pular questão' }));
    expect(screen.getByText('Diagnóstico concluído: 1 de 2 respondidas.')).toBeInTheDocument();
  });

  it('rates each grande área from "Muito fraco" to "Muito forte", showing the accuracy known', async () => {
    const user = userEvent.setup();
    plannerFetch({});
    renderLevel();
    await user.click(screen.getByRole('radio', { name: /Autoavaliação/ }));
    const clinic = within(screen.getByRole('group', { name: 'Clínica Médica' }));
    expect(clinic.getByText('Você acerta 62% (40 respostas)')).toBeInTheDocument();
    expect(clinic.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Muito fraco',
      'Fraco',
      'Regular',
      'Forte',
      'Muito forte',
    ]);
    await user.click(clinic.getByRole('radio', { name: 'Muito forte' }));
    await user.click(within(screen.getByRole('group', { name: 'Pediatria' })).getByRole('radio', { name: 'Regular' }));
    expect(saved()).toEqual({ diagnostic: {}, ratings: { '10': 5, '11': 3 } });
  });
});
