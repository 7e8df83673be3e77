import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { BrandLogo } from './brand-logo.tsx';

describe('BrandLogo', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("shows the producer's logo with its name as alternative text", () => {
    render(<BrandLogo producer={{ nome: 'Oftalmo Pro', app_logo_url: 'https://cdn.test/logo.png' }} />);
    expect(screen.getByRole('img', { name: 'Oftalmo Pro' })).toHaveAttribute('src', 'https://cdn.test/logo.png');
  });

  it('shows a name as text when there is no logo', () => {
    const { rerender } = render(<BrandLogo producer={{ nome: 'Oftalmo Pro', app_logo_url: null }} />);
    expect(screen.getByText('Oftalmo Pro')).toBeInTheDocument();
    rerender(<BrandLogo producer={null} />);
    expect(screen.getByText('Área de membros')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
