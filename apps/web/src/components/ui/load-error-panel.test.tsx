import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { useTestLocale } from '../../lib/i18n/testing.ts';
import { LoadErrorPanel } from './load-error-panel.tsx';

describe('LoadErrorPanel', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('says what failed, why (translated by code) and retries on "Tentar de novo"', async () => {
    const onRetry = vi.fn();
    render(
      <LoadErrorPanel title="Não foi possível carregar." error={new TypeError('Failed to fetch')} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar.');
    await userEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows only the reason when there is no title', () => {
    render(
      <LoadErrorPanel
        error={new ApiError({ code: 'common.internal', message: 'x', status: 500 })}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').querySelectorAll('p')).toHaveLength(1);
  });
});
