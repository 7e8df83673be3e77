import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../lib/api/test-fetch.ts';
import { useTestLocale } from '../../../../lib/i18n/testing.ts';
import { clearToasts } from '../../../../lib/toast/show-toast.tsx';
import { routeFetch } from '../../../../test/route-fetch.ts';
import { makeSettings } from '../home/home-test-fixtures.ts';
import { renderHome } from '../home/home-test-render.tsx';
import { SettingsSection } from './settings-section.tsx';

const toastLoad = { timeout: 3000 };

function answerPut(put: (body: unknown) => Response) {
  const bodies: unknown[] = [];
  routeFetch({
    '/api/flashcards/settings': jsonResponse(makeSettings()),
    'PUT /api/flashcards/settings': ({ body }) => (bodies.push(body), put(body)),
  });
  return bodies;
}

describe('SettingsSection', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it('shows the stored settings and sends the changed form whole, then confirms', async () => {
    const bodies = answerPut((body) => jsonResponse({ ...makeSettings(), ...(body as object) }));
    renderHome(<SettingsSection />);
    const user = userEvent.setup();

    expect(await screen.findByTestId('settings-fsrs-note')).toHaveTextContent(
      'Usando os parâmetros padrão do FSRS. Com 1.000 revisões, ele se ajusta ao seu jeito de lembrar (você tem 640).',
    );
    const retention = screen.getByRole('slider', { name: 'Retenção desejada' });
    expect(retention).toHaveAttribute('aria-valuetext', '90%');
    expect(screen.getByRole('button', { name: 'domingo' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.change(retention, { target: { value: '0.85' } });
    expect(retention).toHaveAttribute('aria-valuetext', '85%');
    await user.clear(screen.getByLabelText('Cartões novos por dia'));
    await user.type(screen.getByLabelText('Cartões novos por dia'), '30');
    await user.click(screen.getByRole('button', { name: 'sábado' }));
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));

    expect(await screen.findByText('Configurações salvas.', undefined, toastLoad)).toBeInTheDocument();
    expect(bodies).toEqual([{ desired_retention: 0.85, new_per_day: 30, max_reviews_per_day: 200, days_off: [0, 6] }]);
    expect(screen.getByRole('button', { name: 'sábado' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says what is wrong under each field and sends nothing while the form is invalid', async () => {
    const bodies = answerPut(() => jsonResponse(makeSettings()));
    renderHome(<SettingsSection />);
    const user = userEvent.setup();

    const perDay = await screen.findByLabelText('Cartões novos por dia');
    await user.clear(perDay);
    await user.clear(screen.getByLabelText('Máximo de revisões por dia'));
    await user.type(screen.getByLabelText('Máximo de revisões por dia'), '0');
    for (const day of ['segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado']) {
      await user.click(screen.getByRole('button', { name: day }));
    }
    await user.click(screen.getByRole('button', { name: 'Salvar configurações' }));

    await waitFor(() => expect(perDay).toHaveAttribute('aria-invalid', 'true'));
    expect(perDay).toHaveAccessibleDescription('Confira este campo.');
    expect(screen.getByLabelText('Máximo de revisões por dia')).toHaveAccessibleDescription('Valor pequeno demais.');
    expect(screen.getByRole('group', { name: 'Dias de folga' })).toHaveAccessibleDescription(
      /Deixe pelo menos um dia de estudo\. Valor grande demais\.$/,
    );
    expect(bodies).toEqual([]);
  });

  it('puts the server’s field errors under their fields', async () => {
    answerPut(() =>
      jsonResponse(
        {
          error: {
            code: 'common.validation_failed',
            message: 'Invalid body',
            fields: [{ path: 'max_reviews_per_day', message: 'field.too_large' }],
          },
        },
        422,
      ),
    );
    renderHome(<SettingsSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Salvar configurações' }));
    const field = screen.getByLabelText('Máximo de revisões por dia');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('Valor grande demais.');
    expect(field).toHaveFocus();
    expect(field).toHaveValue(200);
  });

  it('tells a learner whose own parameters are fitted that the schedule is personalized', async () => {
    routeFetch({ '/api/flashcards/settings': jsonResponse(makeSettings({ personalized: true, review_count: 4210 })) });
    renderHome(<SettingsSection />);
    expect(await screen.findByTestId('settings-fsrs-note')).toHaveTextContent(
      'Agendamento personalizado: o FSRS já se ajustou ao seu jeito de lembrar, a partir das suas 4.210 revisões.',
    );
  });
});
