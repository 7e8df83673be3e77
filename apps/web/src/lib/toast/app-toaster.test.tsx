import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestLocale } from '../i18n/testing.ts';
import { AppToaster } from './app-toaster.tsx';
import { activeToastCount, clearToasts, showToast } from './show-toast.tsx';

/** Records when sonner is first imported: it must not be part of what the app loads before a toast. */
const sonnerImports = vi.hoisted(() => ({ count: 0 }));
vi.mock('sonner', async (importOriginal) => {
  sonnerImports.count += 1;
  return importOriginal();
});

describe('AppToaster', () => {
  beforeAll(() => useTestLocale('pt-BR'));
  afterEach(() => act(() => clearToasts()));

  it('renders nothing and loads no sonner until the first toast, then shows it top-right', async () => {
    const { container } = render(<AppToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(sonnerImports.count).toBe(0);

    act(() => {
      showToast({ message: 'Primeiro aviso' });
    });
    expect(activeToastCount()).toBe(1); // counted at once, while sonner is still loading
    const toast = await screen.findByText('Primeiro aviso', undefined, { timeout: 5000 }); // a dynamic import: slow on a loaded machine
    expect(sonnerImports.count).toBe(1);
    const toaster = toast.closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    expect(toaster).toHaveAttribute('data-x-position', 'right');
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
  });

  it('mounts the Toaster straight away once sonner is loaded', () => {
    render(<AppToaster />);
    expect(screen.getByRole('region', { name: /Notificações/ })).toBeInTheDocument();
    expect(sonnerImports.count).toBe(1);
  });
});
