import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch } from '../../../../test/route-fetch.ts';
import { FlashcardsHome } from './flashcards-home.tsx';
import { makeDecks, makeNotebook, makeSettings, makeStats } from './home-test-fixtures.ts';
import { renderHome } from './home-test-render.tsx';

function answer(decks = makeDecks(), notebook = makeNotebook()) {
  return routeFetch({
    '/api/flashcards/decks': jsonResponse(decks),
    '/api/flashcards/stats': jsonResponse(makeStats()),
    '/api/flashcards/errors': jsonResponse(notebook),
    '/api/flashcards/settings': jsonResponse(makeSettings()),
  });
}

describe('FlashcardsHome', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows today’s work with a way into everything due, a deck, a lesson’s track and the notebook', async () => {
    answer();
    renderHome(<FlashcardsHome />);
    const today = within(await screen.findByRole('region', { name: 'Hoje' }));
    expect(today.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '12',
      'cartões nunca vistos',
      '3',
      'em aprendizado',
      '27',
      'revisões do dia',
      '4',
      'do caderno de erros',
    ]);
    expect(today.getByText('9 dias seguidos de estudo')).toBeInTheDocument();
    expect(today.getByRole('link', { name: 'Estudar tudo' })).toHaveAttribute('href', '/flashcards/study');
    expect(today.getByRole('link', { name: 'Caderno de erros' })).toHaveAttribute('href', '/flashcards/study?erros=1');

    const decks = within(screen.getByRole('region', { name: 'Baralhos por assunto' }));
    expect(decks.getByRole('progressbar', { name: 'Cartões aprendidos em Retina' })).toHaveAttribute(
      'aria-valuetext',
      '22 de 40 aprendidos',
    );
    expect(decks.getByRole('link', { name: 'Estudar o baralho Retina' })).toHaveAttribute(
      'href',
      '/flashcards/study?deck=3',
    );
    expect(decks.getByRole('link', { name: 'Estudar o baralho Retinopatia diabética' })).toHaveAttribute(
      'href',
      '/flashcards/study?deck=31',
    );

    const tracks = within(screen.getByRole('region', { name: 'Trilhas das aulas' }));
    expect(tracks.getByText('Em andamento')).toBeInTheDocument();
    expect(tracks.getByRole('progressbar', { name: 'Progresso da trilha Flashcards de uveítes' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(tracks.getByRole('link', { name: 'Estudar a trilha Flashcards de uveítes' })).toHaveAttribute(
      'href',
      '/flashcards/study?trilha=9',
    );
    expect(tracks.getByRole('link', { name: 'Aula: Uveítes anteriores' })).toHaveAttribute('href', '/module/5?aula=77');
  });

  it('shows the statistics with their tables, the heatmap’s summary and the retention by subject', async () => {
    answer();
    renderHome(<FlashcardsHome />);
    const stats = within(await screen.findByRole('region', { name: 'Estatísticas' }));
    expect(stats.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '88%',
      '410 revisões nos últimos 30 dias',
      '26',
      'nos últimos 30 dias',
      '9 dias',
      'dias seguidos de estudo',
    ]);
    expect(stats.getByTestId('forecast-chart').querySelector('[data-column]')).toHaveAttribute(
      'title',
      '26/11: Cartões 27, Questões 4',
    );
    expect(stats.getByRole('img', { name: /^2 dias com estudo desde / })).toBeInTheDocument();
    const forecast = stats.getByRole('table', { name: 'Revisões previstas nos próximos 30 dias' });
    expect(within(forecast).getByRole('row', { name: '26/11 27 4' })).toBeInTheDocument();
    const days = stats.getByRole('table', { name: 'Revisões por dia' });
    expect(
      within(days)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DiaRevisões', '25/1118', '24/1131']);
    const retention = within(stats.getByRole('region', { name: 'Retenção por assunto' }));
    expect(retention.getByRole('progressbar', { name: 'Retenção em Retina' })).toHaveAttribute(
      'aria-valuetext',
      '91% · 120 revisões nos últimos 30 dias',
    );
    expect(retention.queryByRole('progressbar', { name: 'Retenção em Glaucoma' })).not.toBeInTheDocument();
  });

  it('says "Tudo em dia" when nothing is due, and still offers the decks', async () => {
    answer(makeDecks({ today: { new: 0, learning: 0, review: 0, errors: 0 } }), { items: [] });
    renderHome(<FlashcardsHome />);
    expect(await screen.findByRole('heading', { name: 'Tudo em dia' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Estudar tudo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Caderno de erros' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Estudar o baralho Glaucoma' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Nenhuma questão no caderno. Quando você errar uma questão, ela aparece aqui para revisão.',
      ),
    ).toBeInTheDocument();
  });

  it('teaches a learner with no cards yet what comes here, and sends them to the questions', async () => {
    answer(makeDecks({ today: { new: 0, learning: 0, review: 0, errors: 0 }, streak: 0, subjects: [], tracks: [] }), {
      items: [],
    });
    renderHome(<FlashcardsHome />);
    const empty = within(await screen.findByTestId('flashcards-empty'));
    expect(empty.getByRole('heading', { name: 'Ainda não há flashcards para você' })).toBeInTheDocument();
    expect(empty.getByRole('link', { name: 'Resolver questões' })).toHaveAttribute('href', '/questoes');
    expect(screen.queryByRole('region', { name: 'Hoje' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Estatísticas' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Configurações de estudo' })).toBeInTheDocument();
  });

  it('says what failed and retries when the decks cannot load', async () => {
    const fetchMock = routeFetch({
      '/api/flashcards/decks': jsonResponse({ error: { code: 'common.database_unavailable', message: 'down' } }, 503),
    });
    renderHome(<FlashcardsHome />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus flashcards.');
    expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });
});
