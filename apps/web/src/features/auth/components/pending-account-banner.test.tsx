import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { renderWithRouter } from '../test-render.tsx';
import { PendingAccountBanner } from './pending-account-banner.tsx';

describe('PendingAccountBanner', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it('shows nothing for a confirmed account or without a user', () => {
    const { container, rerender } = render(<PendingAccountBanner user={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<PendingAccountBanner user={{ status: 'ativo', email: 'a@b.c' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks a pending account to confirm its e-mail, linking to the code page', async () => {
    renderWithRouter(<PendingAccountBanner user={{ status: 'pendente', email: 'ana@exemplo.com' }} />);
    expect(await screen.findByRole('region', { name: 'Confirme seu e-mail' })).toHaveTextContent(
      'Confirme seu e-mail para liberar',
    );
    expect(screen.getByRole('link', { name: 'Confirmar agora' })).toHaveAttribute(
      'href',
      '/auth/user-validation?email=ana%40exemplo.com',
    );
  });
});
