import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { initialSessionState, useSessionStore } from '../../../lib/session/session-store.ts';
import { UnauthorizedModal } from './unauthorized-modal.tsx';

const title = 'Ops! Acesso simultâneo detectado';

describe('UnauthorizedModal', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeAll(() => useTestLocale('pt-BR'));
  beforeEach(() => {
    useSessionStore.setState(initialSessionState);
    assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
  });

  it('opens with the exact texts when showUnauthorizedModal turns true', () => {
    render(<UnauthorizedModal supportNumber="+55 (11) 99999-8888" pathname="/courses" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useSessionStore.getState().markUnauthorized('superseded'));
    const dialog = screen.getByRole('dialog', { name: title });
    expect(dialog).toHaveAccessibleDescription(
      'Detectamos que sua conta foi acessada em outro lugar. Faça login para continuar neste dispositivo.',
    );
    expect(screen.getByRole('button', { name: 'Preciso de ajuda' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fazer login' })).toBeVisible();
  });

  it('says plainly that the session ended when it was not superseded, with the same buttons', () => {
    render(<UnauthorizedModal supportNumber="1" pathname="/courses" />);
    act(() => useSessionStore.getState().markUnauthorized('ended'));
    const dialog = screen.getByRole('dialog', { name: 'Sua sessão terminou' });
    expect(dialog).toHaveAccessibleDescription('Faça login novamente para continuar.');
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preciso de ajuda' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fazer login' })).toBeVisible();
  });

  it('stays closed on the login screen', () => {
    useSessionStore.setState({ showUnauthorizedModal: true });
    render(<UnauthorizedModal supportNumber="1" pathname="/auth/newLogin" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("'Fazer login' closes it and fully redirects to /auth/newLogin", async () => {
    useSessionStore.setState({ showUnauthorizedModal: true });
    render(<UnauthorizedModal supportNumber="1" pathname="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Fazer login' }));
    expect(assign).toHaveBeenCalledWith('/auth/newLogin');
    expect(useSessionStore.getState().showUnauthorizedModal).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the close X does the same as Fazer login', async () => {
    useSessionStore.setState({ showUnauthorizedModal: true });
    render(<UnauthorizedModal supportNumber="1" pathname="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar e fazer login' }));
    expect(assign).toHaveBeenCalledWith('/auth/newLogin');
  });

  it("'Preciso de ajuda' closes it and opens WhatsApp with the support number's digits", async () => {
    useSessionStore.setState({ showUnauthorizedModal: true });
    render(<UnauthorizedModal supportNumber="+55 (11) 99999-8888" pathname="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Preciso de ajuda' }));
    expect(assign).toHaveBeenCalledWith('https://wa.me/5511999998888');
    expect(useSessionStore.getState().showUnauthorizedModal).toBe(false);
  });
});
