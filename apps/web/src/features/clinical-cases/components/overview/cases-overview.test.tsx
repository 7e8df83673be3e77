import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { makeOverview, makeSummary } from '../test/case-fixtures.ts';
import { renderCases } from '../test/list-test-render.tsx';
import { CasesInProgressLinks } from './cases-in-progress-links.tsx';
import { CasesOverview } from './cases-overview.tsx';

const noSearch = { query: '', page: 1, onChange: () => undefined };

describe('CasesOverview', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows the cases in progress with the stage reached, the suggested ones with the reason, the finished with the score', async () => {
    routeFetch({ '/api/clinical-cases/overview': jsonResponse(makeOverview()) });
    renderCases(<CasesOverview {...noSearch} />);
    const progress = within(await screen.findByRole('region', { name: 'Em andamento' }, { timeout: 5000 }));
    expect(progress.getByText('Etapa 3 de 6')).toBeInTheDocument();
    expect(progress.getByRole('link', { name: 'Continuar o caso Dor torácica no pronto-socorro' })).toHaveAttribute(
      'href',
      '/casos-clinicos/execucao?caso=5',
    );
    const suggested = within(screen.getByRole('region', { name: 'Sugeridos para você' }));
    expect(suggested.getByText('Você acerta 41% das questões de Infectologia.')).toBeInTheDocument();
    expect(suggested.getByRole('link', { name: 'Abrir o caso Febre e rigidez de nuca' })).toHaveAttribute(
      'href',
      '/casos-clinicos/7',
    );
    const done = within(screen.getByRole('region', { name: 'Concluídos' }));
    expect(done.getByText('Concluído · sua nota 82%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filtrar casos' })).toHaveAttribute('href', '/casos-clinicos/filtro');
    expect(screen.queryByTestId('cases-empty')).not.toBeInTheDocument();
  });

  it('says what to do when nothing is started, and when nothing is published', async () => {
    routeFetch({
      '/api/clinical-cases/overview': jsonResponse(
        makeOverview({
          in_progress: [],
          finished: [],
          suggested: [],
          totals: { published: 0, in_progress: 0, finished: 0 },
        }),
      ),
    });
    renderCases(<CasesOverview {...noSearch} />);
    expect(await screen.findByRole('heading', { name: 'Ainda não há casos publicados' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Em andamento' })).not.toBeInTheDocument();
  });

  it('offers a retry when the overview fails, and shows it once it loads', async () => {
    let fail = true;
    routeFetch({
      '/api/clinical-cases/overview': () =>
        fail ? jsonResponse({ error: { code: 'common.internal', message: 'x' } }, 500) : jsonResponse(makeOverview()),
    });
    renderCases(<CasesOverview {...noSearch} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus casos.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    expect(await screen.findByRole('region', { name: 'Em andamento' })).toBeInTheDocument();
  });

  it('searches by title: the address follows the typing once it settles; results are paged', async () => {
    const fetchMock = routeFetch({
      '/api/clinical-cases/overview': jsonResponse(makeOverview()),
      '/api/clinical-cases': jsonResponse({
        page: 1,
        total_pages: 2,
        total_results: 11,
        results: [makeSummary({ id: 12, title: 'Dor abdominal em idosa' })],
      }),
    });
    const onChange = vi.fn();
    renderCases(<CasesOverview query="dor" page={1} onChange={onChange} />);
    const results = within(await screen.findByTestId('search-results'));
    expect(results.getByRole('heading', { name: 'Dor abdominal em idosa' })).toBeInTheDocument();
    expect(screen.getByText('11 casos com “dor” no título')).toBeInTheDocument();
    expect(sentCalls(fetchMock)).toContain('GET /api/clinical-cases?q=dor&page=1&per_page=10');
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(onChange).toHaveBeenLastCalledWith('dor', 2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar caso pelo título' }), ' abdominal');
    expect(onChange).not.toHaveBeenCalledWith('dor abdominal', 1);
    await vi.waitFor(() => expect(onChange).toHaveBeenLastCalledWith('dor abdominal', 1));
  });
});

describe('CasesInProgressLinks', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('links each case in progress to its run, with the stage reached', async () => {
    routeFetch({
      '/api/clinical-cases/in-progress': jsonResponse({
        items: [
          {
            case_id: 5,
            title: 'Dor torácica',
            attempt_id: 9,
            stage_reached: 2,
            stage_count: 6,
            updated_at: '2026-11-26T10:00:00Z',
          },
        ],
      }),
    });
    renderCases(<CasesInProgressLinks />, '/');
    const list = within(await screen.findByRole('region', { name: 'Casos em andamento' }));
    expect(list.getByRole('link', { name: /Dor torácica.*Etapa 3 de 6/ })).toHaveAttribute(
      'href',
      '/casos-clinicos/execucao?caso=5',
    );
  });

  it('renders nothing when no case is in progress', async () => {
    const fetchMock = routeFetch({ '/api/clinical-cases/in-progress': jsonResponse({ items: [] }) });
    renderCases(<CasesInProgressLinks />, '/');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('cases-in-progress-links')).not.toBeInTheDocument();
  });
});
