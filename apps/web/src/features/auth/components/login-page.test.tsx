import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { renderWithRouter } from '../test-render.tsx';
import { LoginPage } from './login-page.tsx';

describe('LoginPage', () => {
  beforeAll(() => useTestLocale('pt-BR'));

  it("shows the producer's home title and the other ways in", async () => {
    renderWithRouter(<LoginPage titleHome="Sua aprovação começa aqui" onSignedIn={vi.fn()} onFailed={vi.fn()} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar na plataforma' })).toBeInTheDocument();
    expect(screen.getByText('Sua aprovação começa aqui')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute('href', '/auth/password-reset');
    expect(screen.getByRole('link', { name: 'Receber link de acesso por e-mail' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute('href', '/auth/signUp');
  });
});
