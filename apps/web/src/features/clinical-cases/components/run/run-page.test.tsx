import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { drainOutbox, useOutboxStore } from '../../../../lib/outbox/index.ts';
import { ClinicalCaseRunPage } from './run-page.tsx';
import { fakeRunApi, renderRun, type SentRequest } from './run-test-api.tsx';

const writes = (sent: SentRequest[]) =>
  sent.filter((request) => request.method === 'POST').map((request) => request.path.split('/').pop());

describe('ClinicalCaseRunPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => {
    useOutboxStore.setState({ entries: [], status: 'idle', lastErrorCode: null, lastErrorGroup: null, sentGroups: [] });
  });

  it('runs a case by keyboard: a number asks, Enter opens the confirmation, Enter confirms, Enter moves on and finishes', async () => {
    const user = userEvent.setup();
    const { sent } = fakeRunApi();
    const { router } = renderRun(<ClinicalCaseRunPage caseId={3} />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Dor torácica' })).toBeInTheDocument();
    expect(screen.getByTestId('run-stage-number')).toHaveTextContent('Etapa 1 de 2');
    await user.keyboard('2');
    expect(await screen.findByText('Achado de Pergunta 2')).toBeInTheDocument();
    const body = sent.find((request) => request.path.endsWith('/decisions'))?.body;
    expect(body).toMatchObject({ action: 'pick', stage_id: 1, option_id: 12 });
    expect(body?.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar esta etapa?' });
    expect(within(dialog).getByText(/não pode mais ser alterada/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Etapa confirmada: 10 de 20 pontos' })).toHaveFocus();
    expect(screen.getByText('Porque Pergunta 1')).toBeInTheDocument();
    expect(screen.getByText('Discussão da etapa 1')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Qual o diagnóstico?' })).toHaveFocus();
    expect(screen.getByTestId('run-stage-number')).toHaveTextContent('Etapa 2 de 2');
    await user.keyboard('b');
    await waitFor(() => expect(screen.getByRole('radio', { name: /TEP/ })).toHaveAttribute('aria-checked', 'true'));
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Etapa confirmada: 10 de 20 pontos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Concluir caso/ })).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/casos-clinicos/3'));
    expect(writes(sent)).toEqual(['decisions', 'commit', 'decisions', 'commit', 'finish']);
  });

  it('asks for a choice before a commit: Enter with nothing picked opens no confirmation', async () => {
    const user = userEvent.setup();
    fakeRunApi();
    renderRun(<ClinicalCaseRunPage caseId={3} />);
    await screen.findByRole('heading', { level: 1, name: 'Dor torácica' });
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Faça pelo menos uma escolha antes de confirmar a etapa.')).toBeInTheDocument();
  });

  it('starts only on "Começar" when no attempt is in progress', async () => {
    const user = userEvent.setup();
    const { sent } = fakeRunApi({ started: false });
    renderRun(<ClinicalCaseRunPage caseId={3} />);
    const start = await screen.findByRole('button', { name: 'Começar' });
    expect(screen.getByText('Homem de 58 anos com dor no peito.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
    await user.click(start);
    expect(await screen.findByTestId('run-stage-number')).toHaveTextContent('Etapa 1 de 2');
    expect(writes(sent)).toEqual(['attempts']);
  });

  it('says so and reads the state again when another device committed the stage first', async () => {
    const user = userEvent.setup();
    const { sent } = fakeRunApi({ refuseDecisions: 'clinical_cases.stage_committed' });
    renderRun(<ClinicalCaseRunPage caseId={3} />);
    await screen.findByRole('heading', { level: 1, name: 'Dor torácica' });
    await user.keyboard('1');
    const notice = await screen.findByTestId('run-notice');
    expect(notice).toHaveTextContent('Esta etapa já foi confirmada e não pode mais ser alterada.');
    expect(notice).toHaveTextContent('Atualizamos o caso com o que já estava salvo');
    await waitFor(() => expect(sent.filter((request) => request.path.endsWith('/run')).length).toBe(2));
    // The refused pick is no longer shown as made.
    expect(screen.getByRole('button', { name: /Pergunta 1/ })).not.toHaveTextContent('Perguntado');
  });

  it('resumes with the writes a reload left queued shown at once, then reads the state again once they are sent', async () => {
    const { sent } = fakeRunApi();
    useOutboxStore.setState({
      entries: [
        {
          id: '00000000-0000-4000-8000-000000000001',
          method: 'POST',
          path: '/api/clinical-cases/attempts/9/decisions',
          body: { action: 'pick', stage_id: 1, option_id: 13, idempotency_key: '00000000-0000-4000-8000-000000000001' },
          group: 'clinical-case:3',
          createdAt: Date.now(),
          owner: null,
        },
      ],
    });
    renderRun(<ClinicalCaseRunPage caseId={3} />);
    // Shown as asked at once (its finding comes with the server's answer).
    expect(await screen.findByText('Revelando…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pergunta 3/ })).toHaveTextContent('Perguntado');
    // The page's start sends what is queued (once per page life: an earlier test already started the outbox).
    void drainOutbox();
    expect(await screen.findByText('Achado de Pergunta 3')).toBeInTheDocument();
    await waitFor(() => expect(sent.filter((request) => request.path.endsWith('/run')).length).toBe(2));
    expect(writes(sent)).toEqual(['decisions']);
  });
});
