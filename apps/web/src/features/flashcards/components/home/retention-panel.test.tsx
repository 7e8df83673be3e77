import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { routeFetch, sentCalls } from '../../../../test/route-fetch.ts';
import { homeKeys } from '../../api/home-keys.ts';
import { makeStats } from './home-test-fixtures.ts';
import { renderHome } from './home-test-render.tsx';
import { RetentionPanel } from './retention-panel.tsx';

describe('RetentionPanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows the true retention, a bar per rated subject and the way to /flashcards, from the shared statistics', async () => {
    const fetchMock = routeFetch({ '/api/flashcards/stats': jsonResponse(makeStats()) });
    const { client } = renderHome(<RetentionPanel />);
    const panel = within(await screen.findByRole('region', { name: 'Retenção por assunto' }));
    expect(panel.getAllByRole('definition').map((item) => item.textContent)).toEqual([
      '88%',
      '410 revisões nos últimos 30 dias',
    ]);
    expect(panel.getByText(/mesma memória/)).toBeInTheDocument();
    const bars = panel.getAllByRole('progressbar');
    expect(bars).toHaveLength(1);
    expect(panel.getByRole('progressbar', { name: 'Retenção em Retina' })).toHaveAttribute(
      'aria-valuetext',
      '91% · 120 revisões nos últimos 30 dias',
    );
    expect(panel.queryByRole('progressbar', { name: 'Retenção em Glaucoma' })).not.toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Ver as estatísticas nos flashcards' })).toHaveAttribute(
      'href',
      '/flashcards',
    );
    // One cache copy: the /flashcards statistics' own key.
    expect(client.getQueryData(homeKeys.stats())).toEqual(makeStats());
    expect(sentCalls(fetchMock)).toEqual(['GET /api/flashcards/stats']);
  });

  it('stays hidden while the learner has no reviews yet', async () => {
    const none = makeStats({
      retention: [{ subject: { id: 3, desc: 'Retina' }, retention: null, reviews: 0 }],
      true_retention: { retention: null, reviews: 0 },
    });
    routeFetch({ '/api/flashcards/stats': jsonResponse(none) });
    const { client } = renderHome(
      <>
        <p>Página</p>
        <RetentionPanel />
      </>,
    );
    await screen.findByText('Página');
    await waitFor(() => expect(client.getQueryState(homeKeys.stats())?.status).toBe('success'));
    expect(screen.queryByRole('region', { name: 'Retenção por assunto' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver as estatísticas nos flashcards' })).not.toBeInTheDocument();
  });
});
