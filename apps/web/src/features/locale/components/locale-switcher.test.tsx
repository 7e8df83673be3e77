import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n/i18n.ts';
import { useTestLocale } from '../../../lib/i18n/testing.ts';
import { AppToaster } from '../../../lib/toast/app-toaster.tsx';
import { clearToasts } from '../../../lib/toast/show-toast.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';

/** The first toast loads sonner on demand (a separate chunk), so it shows a moment after the switch. */
const toastLoad = { timeout: 3000 };

describe('LocaleSwitcher', () => {
  beforeEach(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it('offers both languages by their own names under an accessible label', () => {
    render(<LocaleSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Idioma' });
    expect(select).toHaveValue('pt-BR');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Português (Brasil)',
      'English',
    ]);
  });

  it('switches the language, stores the cookie and confirms with a toast in the new language', async () => {
    const user = userEvent.setup();
    render(
      <>
        <AppToaster />
        <LocaleSwitcher />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');

    expect(await screen.findByText('Language changed to English', undefined, toastLoad)).toBeInTheDocument();
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('i18n_redirected=en');
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');

    await user.selectOptions(select, 'pt-BR');
    expect(
      await screen.findByText('Idioma alterado para Português (Brasil)', undefined, toastLoad),
    ).toBeInTheDocument();
  });

  it('shows an error toast when the messages cannot be loaded', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(i18n, 'changeLanguage').mockRejectedValueOnce(new Error('chunk failed'));
    render(
      <>
        <AppToaster />
        <LocaleSwitcher />
      </>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(
      await screen.findByText(
        'Não foi possível trocar o idioma. Verifique sua conexão e tente de novo.',
        undefined,
        toastLoad,
      ),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('pt-BR');
  });
});
