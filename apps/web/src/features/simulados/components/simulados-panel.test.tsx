import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../test/route-fetch.ts';
import { makeSummary } from '../test-fixtures.ts';
import { renderInRouter } from '../test-render.tsx';
import { SimuladosPanel } from './simulados-panel.tsx';

const inProgress = {
  status: 'in_progress' as const,
  started_at: '2026-05-12T12:00:00.000Z',
  deadline: '2026-05-12T13:10:00.000Z',
  submitted_at: null,
  score: null,
};
const submitted = {
  status: 'submitted' as const,
  started_at: '2026-04-02T12:00:00.000Z',
  deadline: '2026-04-02T13:00:00.000Z',
  submitted_at: '2026-04-02T12:50:00.000Z',
  score: 72.5,
};

describe('SimuladosPanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-05-12T12:00:00.000Z'), shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('lists open simulados (continue with the time left, or start), upcoming ones and finished ones with the score', async () => {
    routeFetch({
      '/api/simulados': () =>
        jsonResponse([
          makeSummary({ id: 1, title: 'Aberto novo' }),
          makeSummary({ id: 2, title: 'Em andamento', attempt: inProgress }),
          makeSummary({ id: 3, title: 'Futuro', state: 'upcoming', opens_at: '2026-06-01T13:00:00.000Z' }),
          makeSummary({ id: 4, title: 'Passado', state: 'closed', attempt: submitted }),
          makeSummary({
            id: 5,
            title: 'Entregue cedo',
            closes_at: '2027-01-15T02:59:00.000Z',
            attempt: { ...submitted, submitted_at: '2026-05-11T12:00:00.000Z', score: 40 },
          }),
          makeSummary({ id: 6, title: 'Perdido', state: 'closed' }),
        ]),
    });
    renderInRouter(<SimuladosPanel />);
    const open = (await screen.findByRole('heading', { name: 'Abertos' })).parentElement as HTMLElement;
    const items = within(open).getAllByRole('listitem');
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Em andamento' })).toHaveAttribute(
      'href',
      '/questoes/simulado/detalhes/2',
    );
    expect(within(items[0] as HTMLElement).getByText('Em andamento · 1h 10min restantes')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/questoes/simulado/2',
    );
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Iniciar' })).toHaveAttribute(
      'href',
      '/questoes/simulado/detalhes/1',
    );
    expect(screen.getByText('Abre em 1 de jun. de 2026, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Sua nota: 72,5%')).toBeInTheDocument();
    // Handed in: "Entregues" (the one still open until January too, with when its key comes); "Encerrados" only for the missed one.
    const handedIn = within(
      screen.getByRole('heading', { name: 'Entregues' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(handedIn.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual([
      'Entregue cedo',
      'Passado',
    ]);
    expect(within(handedIn[0] as HTMLElement).getByText('Gabarito em 14 de jan. de 2027, 23:59')).toBeInTheDocument();
    expect(within(handedIn[1] as HTMLElement).getByRole('link', { name: 'Ver resultado' })).toHaveAttribute(
      'href',
      '/questoes/simulado/detalhes/4',
    );
    const closed = within(
      screen.getByRole('heading', { name: 'Encerrados' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(closed.map((item) => within(item).getAllByRole('link')[0]?.textContent)).toEqual(['Perdido']);
  });

  it('offers a calm empty state', async () => {
    routeFetch({ '/api/simulados': () => jsonResponse([]) });
    renderInRouter(<SimuladosPanel />);
    expect(await screen.findByText(/Nenhum simulado disponível no momento/)).toBeInTheDocument();
  });
});
